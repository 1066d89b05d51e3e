(set-logic ALL)
(check-sat)
; effigy: 16.243 ms sat (Z3 4.8.12.0)
