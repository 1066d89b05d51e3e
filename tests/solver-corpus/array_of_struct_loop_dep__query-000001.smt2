(set-logic ALL)
(check-sat)
; effigy: 10.218 ms sat (Z3 4.8.12.0)
