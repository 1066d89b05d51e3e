(set-logic ALL)
(check-sat)
; effigy: 15.772 ms sat (Z3 4.8.12.0)
