(set-logic ALL)
(check-sat)
; effigy: 9.609 ms sat (Z3 4.8.12.0)
