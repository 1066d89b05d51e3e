//! Types of the IR: interned, with the layout rules of one data model.
//!
//! Every type is a [`TypeId`] into the program's [`TypeTable`]; equal types have equal ids.
//! Integer types are width + signedness only: C's names (`long`, `size_t`) are resolved by the
//! front end according to the [`DataModel`]. Sizes and alignments are computed here, the one
//! place that knows the layout rules.

use std::collections::HashMap;
use std::fmt;

/// The C data model: widths of `long` and of pointers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DataModel {
    /// 32-bit `int`, `long` and pointers (SV-COMP's default, `gcc -m32`).
    #[default]
    Ilp32,
    /// 32-bit `int`, 64-bit `long` and pointers (`gcc -m64`).
    Lp64,
}

impl DataModel {
    pub fn pointer_bits(self) -> u32 {
        match self {
            DataModel::Ilp32 => 32,
            DataModel::Lp64 => 64,
        }
    }
    pub fn long_bits(self) -> u32 {
        self.pointer_bits()
    }
    /// Alignment of `long long` (and 8-byte integers): 4 on i386 inside structs, 8 on x86-64.
    pub fn align_of_int(self, bytes: u64) -> u64 {
        match self {
            DataModel::Ilp32 => bytes.min(4),
            DataModel::Lp64 => bytes,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            DataModel::Ilp32 => "ILP32",
            DataModel::Lp64 => "LP64",
        }
    }
    pub fn parse(s: &str) -> Option<DataModel> {
        match s.to_ascii_uppercase().as_str() {
            "ILP32" => Some(DataModel::Ilp32),
            "LP64" => Some(DataModel::Lp64),
            _ => None,
        }
    }
}

impl fmt::Display for DataModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

/// An integer type: `bits` ∈ {8, 16, 32, 64} for C's integer types; another width (1 to 64)
/// is the type of a bit-field of a 64-bit type that is wider than `int` (gcc computes with
/// `unsigned long long x : 40` in 40 bits), never the type of an object: its size and alignment
/// are those of the 64-bit type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntType {
    pub bits: u32,
    pub signed: bool,
}

impl IntType {
    pub const fn new(bits: u32, signed: bool) -> IntType {
        IntType { bits, signed }
    }
    pub fn mask(self) -> u64 {
        mask(self.bits)
    }
    /// The smallest and largest value, as i128.
    pub fn range(self) -> (i128, i128) {
        if self.signed {
            (-(1i128 << (self.bits - 1)), (1i128 << (self.bits - 1)) - 1)
        } else {
            (0, (1i128 << self.bits) - 1)
        }
    }
    /// C's usual arithmetic conversions of two promoted integer operands (C11 6.3.1.8): the
    /// wider type, and of two of one width the unsigned one.
    pub fn common(self, other: IntType) -> IntType {
        let (x, y) = (self, other);
        if x == y {
            x
        } else if x.signed == y.signed {
            if x.bits >= y.bits {
                x
            } else {
                y
            }
        } else {
            let (s, u) = if x.signed { (x, y) } else { (y, x) };
            if u.bits >= s.bits {
                u
            } else {
                s
            }
        }
    }

    /// Interprets the low `bits` of `raw` as a value of this type.
    pub fn value(self, raw: u64) -> i128 {
        let raw = raw & self.mask();
        if self.signed && self.bits < 128 && (raw >> (self.bits - 1)) & 1 == 1 {
            raw as i128 - (1i128 << self.bits)
        } else {
            raw as i128
        }
    }
}

/// A floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE binary32: C's `float`.
    F32,
    /// IEEE binary64: C's `double`.
    F64,
}

impl FloatKind {
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
        }
    }
    /// The value of a bit pattern (widened to f64, exactly).
    pub fn value(self, bits: u64) -> f64 {
        match self {
            FloatKind::F32 => f32::from_bits(bits as u32) as f64,
            FloatKind::F64 => f64::from_bits(bits),
        }
    }
}

/// All-ones mask of `bits` low bits.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    Void,
    /// C's `_Bool` in memory (one byte) and the type of every condition.
    Bool,
    Int(IntType),
    /// IEEE 754 binary floating point: C's `float` and `double` (gcc on x86 with SSE
    /// arithmetic: no excess precision). Values are bit patterns, as integers are.
    Float(FloatKind),
    Pointer(TypeId),
    Array(TypeId, u64),
    Struct(StructId),
    /// A function type (only behind pointers: function pointers). An unprototyped `T f()` is
    /// variadic with no parameters.
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        variadic: bool,
    },
}

/// A struct or union with its layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDef {
    /// Unique name in the program (the C tag, disambiguated; `anon.N` for untagged ones).
    pub name: String,
    pub is_union: bool,
    pub fields: Vec<Field>,
    pub size: u64,
    pub align: u64,
    /// False while only declared (`struct S;`): its size is then unknown.
    pub complete: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    /// The field's type; for a bit-field, its *container*: the unsigned integer of the declared
    /// type's size, at `offset`, whose bits hold it.
    pub ty: TypeId,
    /// Byte offset from the start of the struct.
    pub offset: u64,
    pub bits: Option<BitField>,
}

/// Where a bit-field lies in its container, and the type it was declared with (an integer
/// type or `bool`): its value is `width` bits from bit `shift` (0: least significant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitField {
    pub shift: u32,
    pub width: u32,
    pub declared: TypeId,
}

impl BitField {
    /// The field's value in its container's bits `container`, as its declared type reads it
    /// (sign-extended for a signed field).
    pub fn value(self, types: &TypeTable, container: u64) -> i128 {
        let signed = types.as_int(self.declared).is_some_and(|it| it.signed);
        IntType::new(self.width, signed).value(container >> self.shift)
    }
}

/// The layout attributes of a struct member: gcc's `packed` and `aligned(N)` (0: none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FieldAttributes {
    pub packed: bool,
    pub aligned: u64,
}

/// The layout attributes of a struct or union: `packed` (every member packed) and
/// `aligned(N)` (0: none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StructAttributes {
    pub packed: bool,
    pub aligned: u64,
    /// `#pragma pack(N)`: no member aligned to more than N (0: no pragma).
    pub max_align: u64,
}

/// The interned types and struct definitions of a program.
#[derive(Clone, Debug)]
pub struct TypeTable {
    pub data_model: DataModel,
    types: Vec<TypeData>,
    map: HashMap<TypeData, TypeId>,
    pub structs: Vec<StructDef>,
}

impl PartialEq for TypeTable {
    fn eq(&self, other: &Self) -> bool {
        self.data_model == other.data_model && self.types == other.types && self.structs == other.structs
    }
}

impl TypeTable {
    pub const VOID: TypeId = TypeId(0);
    pub const BOOL: TypeId = TypeId(1);
    pub const I8: TypeId = TypeId(2);
    pub const U8: TypeId = TypeId(3);
    pub const I16: TypeId = TypeId(4);
    pub const U16: TypeId = TypeId(5);
    pub const I32: TypeId = TypeId(6);
    pub const U32: TypeId = TypeId(7);
    pub const I64: TypeId = TypeId(8);
    pub const U64: TypeId = TypeId(9);
    pub const F32: TypeId = TypeId(10);
    pub const F64: TypeId = TypeId(11);

    pub fn new(data_model: DataModel) -> TypeTable {
        let mut t = TypeTable { data_model, types: Vec::new(), map: HashMap::new(), structs: Vec::new() };
        t.intern(TypeData::Void);
        t.intern(TypeData::Bool);
        for bits in [8, 16, 32, 64] {
            t.intern(TypeData::Int(IntType::new(bits, true)));
            t.intern(TypeData::Int(IntType::new(bits, false)));
        }
        t.intern(TypeData::Float(FloatKind::F32));
        t.intern(TypeData::Float(FloatKind::F64));
        t
    }

    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.map.get(&data) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(data.clone());
        self.map.insert(data, id);
        id
    }

    /// The id of a type already interned, without adding it.
    pub fn lookup(&self, data: &TypeData) -> Option<TypeId> {
        self.map.get(data).copied()
    }

    pub fn get(&self, id: TypeId) -> &TypeData {
        &self.types[id.0 as usize]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn int(&mut self, it: IntType) -> TypeId {
        self.intern(TypeData::Int(it))
    }
    pub fn pointer(&mut self, to: TypeId) -> TypeId {
        self.intern(TypeData::Pointer(to))
    }
    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, variadic: bool) -> TypeId {
        self.intern(TypeData::Function { ret, params, variadic })
    }
    pub fn is_function(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Function { .. })
    }
    pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.intern(TypeData::Array(elem, len))
    }
    pub fn struct_type(&mut self, s: StructId) -> TypeId {
        self.intern(TypeData::Struct(s))
    }

    /// The integer type that holds addresses and byte offsets (`uintptr_t`): unsigned, pointer width.
    pub fn uintptr(&self) -> TypeId {
        if self.data_model.pointer_bits() == 64 {
            Self::U64
        } else {
            Self::U32
        }
    }
    /// `ptrdiff_t`: signed, pointer width.
    pub fn intptr(&self) -> TypeId {
        if self.data_model.pointer_bits() == 64 {
            Self::I64
        } else {
            Self::I32
        }
    }

    pub fn as_int(&self, id: TypeId) -> Option<IntType> {
        match self.get(id) {
            TypeData::Int(it) => Some(*it),
            _ => None,
        }
    }
    /// Integer view of a scalar: ints as themselves, `_Bool` as u8, pointers as uintptr.
    pub fn scalar_int(&self, id: TypeId) -> Option<IntType> {
        match self.get(id) {
            TypeData::Int(it) => Some(*it),
            TypeData::Bool => Some(IntType::new(8, false)),
            TypeData::Pointer(_) => Some(IntType::new(self.data_model.pointer_bits(), false)),
            _ => None,
        }
    }
    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Int(_))
    }
    /// The type of a float format.
    pub fn float_type(k: FloatKind) -> TypeId {
        match k {
            FloatKind::F32 => TypeTable::F32,
            FloatKind::F64 => TypeTable::F64,
        }
    }
    pub fn as_float(&self, id: TypeId) -> Option<FloatKind> {
        match self.get(id) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Float(_))
    }
    /// Integers and floats.
    pub fn is_arithmetic(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Int(_) | TypeData::Float(_))
    }
    /// The width in bits of a scalar's value (integers, floats, pointers, `bool`: 8).
    pub fn scalar_bits(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            TypeData::Float(k) => Some(k.bits()),
            _ => self.scalar_int(id).map(|it| it.bits),
        }
    }
    pub fn is_pointer(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Pointer(_))
    }
    pub fn is_scalar(&self, id: TypeId) -> bool {
        matches!(self.get(id), TypeData::Int(_) | TypeData::Float(_) | TypeData::Bool | TypeData::Pointer(_))
    }
    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            TypeData::Pointer(t) => Some(*t),
            _ => None,
        }
    }
    pub fn array_elem(&self, id: TypeId) -> Option<(TypeId, u64)> {
        match self.get(id) {
            TypeData::Array(t, n) => Some((*t, *n)),
            _ => None,
        }
    }
    pub fn struct_of(&self, id: TypeId) -> Option<&StructDef> {
        match self.get(id) {
            TypeData::Struct(s) => Some(&self.structs[s.0 as usize]),
            _ => None,
        }
    }

    /// Size in bytes. `void` has size 1 (GNU C, for `void*` arithmetic).
    pub fn size_of(&self, id: TypeId) -> u64 {
        match self.get(id) {
            TypeData::Void | TypeData::Bool => 1,
            TypeData::Int(it) => (it.bits.next_power_of_two() / 8).max(1) as u64,
            TypeData::Float(k) => (k.bits() / 8) as u64,
            TypeData::Pointer(_) => (self.data_model.pointer_bits() / 8) as u64,
            TypeData::Array(t, n) => self.size_of(*t).saturating_mul(*n),
            TypeData::Struct(s) => self.structs[s.0 as usize].size,
            // GNU C, as for `void`.
            TypeData::Function { .. } => 1,
        }
    }

    pub fn align_of(&self, id: TypeId) -> u64 {
        match self.get(id) {
            TypeData::Void | TypeData::Bool => 1,
            TypeData::Int(it) => self.data_model.align_of_int((it.bits.next_power_of_two() / 8).max(1) as u64),
            // i386 aligns `double` as `long long`: to 4 bytes inside structs.
            TypeData::Float(k) => self.data_model.align_of_int((k.bits() / 8) as u64),
            TypeData::Pointer(_) => (self.data_model.pointer_bits() / 8) as u64,
            TypeData::Array(t, _) => self.align_of(*t),
            TypeData::Struct(s) => self.structs[s.0 as usize].align,
            TypeData::Function { .. } => 1,
        }
    }

    /// Adds a struct (possibly incomplete) and returns its id.
    pub fn add_struct(&mut self, name: String, is_union: bool) -> StructId {
        let id = StructId(self.structs.len() as u32);
        self.structs.push(StructDef { name, is_union, fields: Vec::new(), size: 0, align: 1, complete: false });
        id
    }

    /// Completes a struct with its fields, computing the System V layout.
    pub fn complete_struct(&mut self, id: StructId, fields: Vec<(String, TypeId)>) {
        self.complete_struct_with_bits(id, fields.into_iter().map(|(n, t)| (n, t, None)).collect())
    }

    /// Completes a struct whose members may be bit-fields (`Some(width)`, the type an integer
    /// type or `bool`), with gcc's System V layout and no layout attributes (see
    /// [`TypeTable::complete_struct_with_attributes`]).
    pub fn complete_struct_with_bits(&mut self, id: StructId, fields: Vec<(String, TypeId, Option<u32>)>) {
        let attrs = vec![FieldAttributes::default(); fields.len()];
        self.complete_struct_with_attributes(id, fields, &attrs, StructAttributes::default())
            .expect("a struct without layout attributes has containers for its bit-fields");
    }

    /// Completes a struct with gcc's System V layout. A member goes at the next multiple of its
    /// alignment: its type's, 1 when it is packed (the member or the whole struct is), raised
    /// to its `aligned` attribute. A bit-field goes at the next bit unless it would then span
    /// more units of its type's alignment than the type has (for types whose alignment is
    /// their size: unless it would cross a boundary of its size; i386 aligns `long long` to 4
    /// bytes), then at the next boundary of its alignment; a packed one at the next bit; a
    /// zero-width one moves to the next boundary of its type's alignment; an unnamed one (empty
    /// name) takes its bits but is not a member and does not align the struct. The struct's
    /// alignment is its members' largest, raised to its own `aligned` attribute; its size a
    /// multiple of it. The container of a bit-field of a type of at most 32 bits that is not
    /// packed is an unsigned integer of that type's size at a multiple of it; of another one,
    /// the smallest unsigned integer of 1, 2, 4 or 8 bytes that holds its bits and ends where
    /// they end (so that it never reaches past the struct).
    pub fn complete_struct_with_attributes(
        &mut self,
        id: StructId,
        fields: Vec<(String, TypeId, Option<u32>)>,
        attrs: &[FieldAttributes],
        sattrs: StructAttributes,
    ) -> Result<(), String> {
        let is_union = self.structs[id.0 as usize].is_union;
        let mut bit = 0u128; // next free bit (structs; u128: a struct may hold 2^61 bytes and more)
        let mut size = 0u64; // bytes (unions)
        let mut align = 1u64;
        let mut laid = Vec::with_capacity(fields.len());
        for (k, (name, ty, width)) in fields.into_iter().enumerate() {
            let fa = attrs.get(k).copied().unwrap_or_default();
            let natural = self.align_of(ty);
            // `#pragma pack(N)` caps every member's alignment (and so its bit-fields' units).
            let natural = if sattrs.max_align > 0 { natural.min(sattrs.max_align) } else { natural };
            let capped = natural < self.align_of(ty);
            let packed = sattrs.packed || fa.packed;
            let a = if packed { 1 } else { natural }.max(fa.aligned);
            let s = self.size_of(ty);
            match width {
                None => {
                    align = align.max(a);
                    let at = if is_union { 0 } else { (bit.div_ceil(8) as u64).div_ceil(a) * a };
                    laid.push(Field { name, ty, offset: at, bits: None });
                    if is_union {
                        size = size.max(s);
                    } else {
                        bit = (at as u128 + s as u128) * 8;
                    }
                }
                Some(0) => {
                    if !is_union {
                        bit = bit.div_ceil(8 * natural as u128) * 8 * natural as u128;
                    }
                }
                Some(w) => {
                    let unit = 8 * s;
                    let align_bits = 8 * natural;
                    let w = w as u64;
                    // gcc: a bit-field may not span more units of its type's alignment than the
                    // type itself has.
                    let spans = |at: u64| (at + w).div_ceil(align_bits) - at / align_bits;
                    let bit64 = bit as u64;
                    let start = if is_union || packed {
                        if is_union {
                            0
                        } else {
                            bit64
                        }
                    } else if spans(bit64) > unit / align_bits {
                        bit64.div_ceil(align_bits) * align_bits
                    } else {
                        bit64
                    };
                    if !name.is_empty() {
                        align = align.max(a);
                        let (container_byte, container_bytes) = if s <= 4 && !packed && !capped {
                            (start / unit * s, s)
                        } else {
                            let first = start / 8;
                            let end = (start + w).div_ceil(8);
                            let bytes = (end - first).next_power_of_two();
                            (end.saturating_sub(bytes), bytes)
                        };
                        let container = self.int(IntType::new((8 * container_bytes) as u32, false));
                        let bits = BitField { shift: (start - container_byte * 8) as u32, width: w as u32, declared: ty };
                        laid.push(Field { name, ty: container, offset: container_byte, bits: Some(bits) });
                    }
                    if is_union {
                        size = size.max(w.div_ceil(8));
                    } else {
                        bit = (start + w) as u128;
                    }
                }
            }
        }
        let align = align.max(sattrs.aligned);
        let size = if is_union { size } else { bit.div_ceil(8) as u64 };
        let size = size.div_ceil(align) * align;
        // A container that would reach past the struct (a packed one's last bit-field) ends at
        // the struct's end instead, if it still holds the field's bits.
        for f in laid.iter_mut() {
            let Some(b) = f.bits.as_mut() else { continue };
            let bytes = self.size_of(f.ty);
            if f.offset + bytes <= size {
                continue;
            }
            let first = f.offset + b.shift as u64 / 8;
            if bytes > size || size - bytes > first {
                return Err(format!(
                    "the bit-field '{}' lies in {} bytes that no 1-, 2-, 4- or 8-byte integer within the struct holds",
                    f.name,
                    (b.shift as u64 + b.width as u64).div_ceil(8)
                ));
            }
            let moved = f.offset - (size - bytes);
            b.shift += 8 * moved as u32;
            f.offset = size - bytes;
        }
        let def = &mut self.structs[id.0 as usize];
        def.fields = laid;
        def.size = size;
        def.align = align;
        def.complete = true;
        Ok(())
    }

    /// Completes a struct with a layout given field by field (the text form's structs with
    /// bit-fields, whose unnamed bit-fields are not listed).
    pub fn define_layout(&mut self, id: StructId, fields: Vec<Field>, size: u64, align: u64) {
        let def = &mut self.structs[id.0 as usize];
        def.fields = fields;
        def.size = size;
        def.align = align;
        def.complete = true;
    }

    pub fn struct_by_name(&self, name: &str) -> Option<StructId> {
        self.structs.iter().position(|s| s.name == name).map(|i| StructId(i as u32))
    }

    /// The text form of a type: `i32`, `u8`, `bool`, `void`, `ptr<i32>`, `[i32; 4]`, `struct S`.
    pub fn display(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay { table: self, id }
    }
}

pub struct TypeDisplay<'a> {
    table: &'a TypeTable,
    id: TypeId,
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.table.get(self.id) {
            TypeData::Void => f.write_str("void"),
            TypeData::Bool => f.write_str("bool"),
            TypeData::Int(it) => write!(f, "{}{}", if it.signed { 'i' } else { 'u' }, it.bits),
            TypeData::Float(k) => f.write_str(k.name()),
            TypeData::Pointer(t) => write!(f, "ptr<{}>", self.table.display(*t)),
            TypeData::Array(t, n) => write!(f, "[{}; {}]", self.table.display(*t), n),
            TypeData::Struct(s) => {
                let def = &self.table.structs[s.0 as usize];
                write!(f, "{} {}", if def.is_union { "union" } else { "struct" }, def.name)
            }
            TypeData::Function { ret, params, variadic } => {
                f.write_str("fn(")?;
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", self.table.display(*p))?;
                }
                if *variadic {
                    f.write_str(if params.is_empty() { "..." } else { ", ..." })?;
                }
                write!(f, ") -> {}", self.table.display(*ret))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_follows_the_data_model() {
        for (dm, size, off) in [(DataModel::Ilp32, 12, 4), (DataModel::Lp64, 16, 8)] {
            let mut t = TypeTable::new(dm);
            let s = t.add_struct("S".into(), false);
            t.complete_struct(s, vec![("c".into(), TypeTable::I8), ("l".into(), TypeTable::I64)]);
            let st = t.struct_type(s);
            assert_eq!(t.size_of(st), size, "{dm}");
            assert_eq!(t.struct_of(st).unwrap().fields[1].offset, off);
        }
    }

    #[test]
    fn int_value_sign_extends() {
        assert_eq!(IntType::new(8, true).value(0xff), -1);
        assert_eq!(IntType::new(8, false).value(0x1ff), 255);
        assert_eq!(IntType::new(64, true).value(u64::MAX), -1);
        assert_eq!(IntType::new(64, false).value(u64::MAX), u64::MAX as i128);
    }
}
