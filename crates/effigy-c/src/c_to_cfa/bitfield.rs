//! Bit-fields. A bit-field member lives in a *container* (the unsigned integer of its declared
//! type's size, at the offset gcc's System V layout gives it, see
//! `TypeTable::complete_struct_with_bits`); the IR's `Field` of a bit-field names the container,
//! and the front end reads and writes the bits with shifts and masks, so the engines and the
//! interpreter see ordinary integer accesses. A read of a signed bit-field sign-extends its bits
//! (gcc's choice for plain `int` bit-fields too); a write keeps the container's other bits and
//! stores the value's low `width` bits (the conversion to a narrower signed bit-field is gcc's
//! modular one).
//!
//! **Promotion.** A bit-field's value takes part in expressions as C11 6.3.1.1p2 says: `int`
//! when `int` holds every value of its width (an `unsigned x : 3` is an `int` in `x - 8` and
//! `x / -2`), `unsigned int` for an unsigned 32-bit field; gcc applies the rule to bit-fields
//! of `char` and `short` types too. The read gives the value in that type.

use crate::syntax::Span as CSpan;
use effigy_ir::types::{mask, BitField, IntType};
use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind};

use super::{LResult, Lowerer};

impl Lowerer<'_> {
    /// The bit-field an lvalue names, if it names one.
    pub(crate) fn bitfield_of(&self, lv: &Expr) -> Option<BitField> {
        let ExprKind::Field(base, i) = &lv.kind else { return None };
        self.p.types.struct_of(base.ty)?.fields[*i as usize].bits
    }

    /// The type a bit-field's value has in expressions: `int` when it holds every value of the
    /// field's width, `unsigned int` for an unsigned 32-bit field; a field of a 64-bit type
    /// wider than that has gcc's type of its own width (`unsigned long long x : 40` computes
    /// modulo 2^40), the declared type at 64 bits.
    pub(crate) fn bitfield_value_type(&mut self, bf: BitField) -> effigy_ir::TypeId {
        let signed = self.p.types.as_int(bf.declared).is_some_and(|it| it.signed);
        if bf.width < 32 || (signed && bf.width == 32) {
            effigy_ir::TypeTable::I32
        } else if bf.width == 32 {
            effigy_ir::TypeTable::U32
        } else if bf.width < 64 {
            self.p.types.int(IntType::new(bf.width, signed))
        } else {
            bf.declared
        }
    }

    /// The value of the bit-field `bf` whose container is the lvalue `lv`, in its promoted
    /// type ([`Lowerer::bitfield_value_type`]).
    pub(crate) fn bitfield_read(&mut self, lv: Expr, bf: BitField) -> Expr {
        let value_ty = self.bitfield_value_type(bf);
        let v = self.bitfield_read_declared(lv, bf);
        if v.ty == value_ty {
            v
        } else {
            v.cast(value_ty)
        }
    }

    /// The value of the bit-field `bf` whose container is the lvalue `lv`, in its declared type.
    fn bitfield_read_declared(&mut self, lv: Expr, bf: BitField) -> Expr {
        let ct = lv.ty;
        let w = self.p.types.size_of(ct) as u32 * 8;
        let signed = self.p.types.as_int(bf.declared).is_some_and(|it| it.signed);
        if !signed {
            let shifted = if bf.shift == 0 { lv } else { Expr::binary(ct, BinOp::Shr, lv, Expr::constant(ct, bf.shift as u64)) };
            let masked = if bf.width == w { shifted } else { Expr::binary(ct, BinOp::BitAnd, shifted, Expr::constant(ct, mask(bf.width))) };
            return masked.cast(bf.declared);
        }
        // Up to the top, then an arithmetic shift down.
        let left = w - bf.shift - bf.width;
        let up = if left == 0 { lv } else { Expr::binary(ct, BinOp::Shl, lv, Expr::constant(ct, left as u64)) };
        let st = self.p.types.int(IntType::new(w, true));
        let s = up.cast(st);
        let down = if bf.width == w { s } else { Expr::binary(st, BinOp::Shr, s, Expr::constant(st, (w - bf.width) as u64)) };
        if down.ty == bf.declared {
            down
        } else {
            down.cast(bf.declared)
        }
    }

    /// Stores `v` (of the bit-field's declared type) into the bit-field `bf` of container `lv`.
    pub(crate) fn bitfield_write(&mut self, lv: Expr, bf: BitField, v: Expr, span: CSpan) -> LResult<()> {
        let new = self.bitfield_update(lv.clone(), bf, v);
        self.emit(EdgeKind::Assign { lhs: lv, rhs: new }, span)
    }

    /// The container `lv` with the bit-field `bf` set to `v`, its other bits as they are.
    pub(crate) fn bitfield_update(&mut self, lv: Expr, bf: BitField, v: Expr) -> Expr {
        let ct = lv.ty;
        let w = self.p.types.size_of(ct) as u32 * 8;
        let field_mask = mask(bf.width) << bf.shift;
        let value = if v.ty == ct { v } else { v.cast(ct) };
        let shifted = if bf.shift == 0 { value } else { Expr::binary(ct, BinOp::Shl, value, Expr::constant(ct, bf.shift as u64)) };
        let placed = Expr::binary(ct, BinOp::BitAnd, shifted, Expr::constant(ct, field_mask));
        let kept = Expr::binary(ct, BinOp::BitAnd, lv.clone(), Expr::constant(ct, !field_mask & mask(w)));
        Expr::binary(ct, BinOp::BitOr, kept, placed)
    }

    /// The type a value stored into `lv` is converted to: a bit-field's declared type, else the
    /// lvalue's.
    pub(crate) fn store_type(&self, lv: &Expr) -> effigy_ir::TypeId {
        self.bitfield_of(lv).map_or(lv.ty, |b| b.declared)
    }
}
