//! Declarations: type specifiers, declarators, struct/union/enum definitions, typedefs, and
//! global and local variable declarations.

use std::rc::Rc;

use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};
use effigy_ir::{BinOp, EdgeKind, Expr, HavocOrigin, TypeData, TypeId, TypeTable, VarId, VarKind};

use super::{declarator_name, Binding, Declared, FnSig, LResult, Lowerer, Tag, Unavailable};

/// The type specifiers among a declaration's specifiers.
pub(crate) fn decl_type_specifiers(specs: &[Node<c::DeclarationSpecifier>]) -> Vec<&Node<c::TypeSpecifier>> {
    specs
        .iter()
        .filter_map(|s| match &s.node {
            c::DeclarationSpecifier::TypeSpecifier(t) => Some(t),
            _ => None,
        })
        .collect()
}

/// Whether a declarator declares a pointer or a function (anywhere in its nesting).
fn declares_pointer_or_function(d: &Node<c::Declarator>) -> bool {
    d.node.derived.iter().any(|x| !matches!(x.node, c::DerivedDeclarator::Array(_)))
        || matches!(&d.node.kind.node, c::DeclaratorKind::Declarator(inner) if declares_pointer_or_function(inner))
}

pub(crate) fn qual_type_specifiers(specs: &[Node<c::SpecifierQualifier>]) -> Vec<&Node<c::TypeSpecifier>> {
    specs
        .iter()
        .filter_map(|s| match &s.node {
            c::SpecifierQualifier::TypeSpecifier(t) => Some(t),
            _ => None,
        })
        .collect()
}

/// GNU attributes that change a type's layout or what the program does, which effigy does not
/// translate (rejected where they are used). The others (`nothrow`, `nonnull`, `format`,
/// `noreturn`, `unused`, …) do not change what a correct program does.
const UNSUPPORTED_ATTRIBUTES: &[&str] = &[
    "aligned",
    "packed",
    "mode",
    "vector_size",
    "cleanup",
    "constructor",
    "destructor",
    "scalar_storage_order",
    "ms_struct",
    "transparent_union",
    "alias",
    "ifunc",
];

/// The message of an attribute that makes a function run outside `main`: reported even where
/// the function is never called.
pub(crate) const RUNS_OUTSIDE_MAIN: &str = "the function runs before or after main";

/// The end of the error for a struct two files define differently after a header shared its
/// tag (fatal wherever it is: the files would otherwise share one layout).
pub(crate) const FILES_DISAGREE: &str = "is defined otherwise in another file of the program, which shares its tag through a header";

pub(crate) fn storage_class(specs: &[Node<c::DeclarationSpecifier>]) -> Option<&c::StorageClassSpecifier> {
    specs.iter().find_map(|s| match &s.node {
        c::DeclarationSpecifier::StorageClass(sc) => Some(&sc.node),
        _ => None,
    })
}

impl Lowerer<'_> {
    /// Rejects the attributes effigy does not translate (`packed` and `aligned` are translated
    /// where `layout_attributes_here` says: on struct and union types, their members and
    /// objects).
    pub(crate) fn check_extensions(&self, exts: &[Node<c::Extension>]) -> LResult<()> {
        for e in exts {
            if let c::Extension::Attribute(a) = &e.node {
                let name = a.name.node.trim_matches('_');
                if self.layout_attributes_here && matches!(name, "packed" | "aligned") {
                    continue;
                }
                if self.mode_here && name == "mode" {
                    continue;
                }
                if UNSUPPORTED_ATTRIBUTES.contains(&name) {
                    let why = if matches!(name, "constructor" | "destructor") { format!(" ({RUNS_OUTSIDE_MAIN})") } else { String::new() };
                    return Err(self.unsupported(e.span, &format!("attribute '{}'{why}", a.name.node)));
                }
            }
        }
        Ok(())
    }

    /// The type of gcc's `mode(M)` attribute for an arithmetic type: QI, HI, SI, DI (8 to 64
    /// bits, the signedness of `base`), word and pointer (the data model's), byte; SF and DF.
    fn machine_mode(&mut self, base: TypeId, attr: &Node<c::Extension>) -> LResult<TypeId> {
        let c::Extension::Attribute(a) = &attr.node else { unreachable!("an attribute") };
        let mode = match a.arguments.first().map(|e| &e.node) {
            Some(c::Expression::Identifier(id)) => id.node.name.trim_matches('_').to_string(),
            _ => return Err(self.error(attr.span, "attribute 'mode' takes a machine mode")),
        };
        if self.p.types.is_float(base) || matches!(mode.as_str(), "SF" | "DF") {
            return match mode.as_str() {
                "SF" => Ok(TypeTable::F32),
                "DF" => Ok(TypeTable::F64),
                other => Err(self.unsupported(attr.span, &format!("the machine mode {other} (of a floating type)"))),
            };
        }
        let Some(it) = self.p.types.as_int(base).filter(|_| !self.p.types.is_pointer(base)) else {
            return Err(self.error(attr.span, "attribute 'mode' on a type that is not arithmetic"));
        };
        let bits = match mode.as_str() {
            "QI" | "byte" => 8,
            "HI" => 16,
            "SI" => 32,
            "DI" => 64,
            "word" => self.p.data_model().long_bits(),
            "pointer" => self.p.data_model().pointer_bits(),
            other if other.starts_with('V') => return Err(self.unsupported(attr.span, &format!("vector types (the machine mode {other})"))),
            other => return Err(self.unsupported(attr.span, &format!("the machine mode {other}"))),
        };
        Ok(self.p.types.int(effigy_ir::IntType::new(bits, it.signed)))
    }

    /// gcc's layout attributes among `exts`: `packed` and `aligned(N)` (`aligned` alone: 16,
    /// the largest alignment on x86), as (packed, N or 0).
    pub(crate) fn layout_attributes(&mut self, exts: &[Node<c::Extension>]) -> LResult<(bool, u64)> {
        let (mut packed, mut aligned) = (false, 0u64);
        for e in exts {
            let c::Extension::Attribute(a) = &e.node else { continue };
            match a.name.node.trim_matches('_') {
                "packed" => packed = true,
                "aligned" => {
                    let n = match a.arguments.first() {
                        None => 16,
                        Some(arg) => {
                            let k = self.constant_expression(arg)?;
                            if k <= 0 || (k & (k - 1)) != 0 {
                                return Err(self.error(arg.span, "requested alignment is not a positive power of 2"));
                            }
                            k as u64
                        }
                    };
                    aligned = aligned.max(n);
                }
                _ => {}
            }
        }
        Ok((packed, aligned))
    }

    /// The alignment an aligned typedef name among the type specifiers gives a declarator's
    /// object (0: none) — not to a pointer or function declared with it.
    pub(crate) fn typedef_alignment(&self, specs: &[&Node<c::TypeSpecifier>], declarator: Option<&Node<c::Declarator>>) -> u64 {
        if declarator.is_some_and(declares_pointer_or_function) {
            return 0;
        }
        specs
            .iter()
            .find_map(|t| match &t.node {
                c::TypeSpecifier::TypedefName(id) => match self.lookup(&id.node.name) {
                    Some(Binding::Typedef(_, a)) => Some(*a),
                    _ => None,
                },
                _ => None,
            })
            .unwrap_or(0)
    }

    /// Whether the specifiers define a struct or union (whose attributes after `}` are the
    /// type's).
    fn specifiers_define_tag(&self, specs: &[Node<c::DeclarationSpecifier>]) -> bool {
        decl_type_specifiers(specs).iter().any(|t| matches!(&t.node, c::TypeSpecifier::Struct(st) if st.node.declarations.is_some()))
    }

    /// The type of a declaration's specifiers after gcc's `mode(M)` among them
    /// (`typedef int __attribute__((mode(SI))) s32;`).
    fn specifier_mode(&mut self, base: TypeId, specs: &[Node<c::DeclarationSpecifier>]) -> LResult<TypeId> {
        let mut ty = base;
        for s in specs {
            if let c::DeclarationSpecifier::Extension(exts) = &s.node {
                for e in exts {
                    if matches!(&e.node, c::Extension::Attribute(a) if a.name.node.trim_matches('_') == "mode") {
                        ty = self.machine_mode(ty, e)?;
                    }
                }
            }
        }
        Ok(ty)
    }

    /// The alignment `_Alignas(...)` asks for (C11 6.7.5: 0 asks for none).
    fn alignas_value(&mut self, a: &Node<c::AlignmentSpecifier>) -> LResult<u64> {
        Ok(match &a.node {
            c::AlignmentSpecifier::Type(t) => {
                let ty = self.type_name(t)?;
                self.p.types.align_of(ty)
            }
            c::AlignmentSpecifier::Constant(e) => {
                let k = self.constant_expression(e)?;
                if k < 0 || (k & (k - 1)) != 0 {
                    return Err(self.error(e.span, "requested alignment is not a power of 2"));
                }
                k as u64
            }
        })
    }

    /// The layout attributes among a declaration's specifiers (`_Alignas` as `aligned`).
    pub(crate) fn specifier_layout_attributes(&mut self, specs: &[Node<c::DeclarationSpecifier>]) -> LResult<(bool, u64)> {
        let mut out = (false, 0);
        for s in specs {
            match &s.node {
                c::DeclarationSpecifier::Extension(exts) => {
                    let (p, a) = self.layout_attributes(exts)?;
                    out = (out.0 || p, out.1.max(a));
                }
                c::DeclarationSpecifier::Alignment(a) => {
                    let n = self.alignas_value(a)?;
                    out.1 = out.1.max(n);
                }
                _ => {}
            }
        }
        Ok(out)
    }

    /// Rejects the attributes and alignment specifiers of a declaration that effigy does not
    /// translate; a struct, union or enum defined by the specifiers is then unavailable too.
    pub(crate) fn check_decl_specifiers(&mut self, specs: &[Node<c::DeclarationSpecifier>]) -> LResult<()> {
        let mut result = Ok(());
        for s in specs {
            result = match &s.node {
                c::DeclarationSpecifier::Extension(exts) => self.check_extensions(exts),
                // `_Alignas` of an object: as gcc's `aligned` (see `object_alignment`).
                c::DeclarationSpecifier::Alignment(_) if self.layout_attributes_here => Ok(()),
                c::DeclarationSpecifier::Alignment(_) => Err(self.unsupported(s.span, "alignment specifiers (_Alignas)")),
                _ => Ok(()),
            };
            if result.is_err() {
                break;
            }
        }
        if let Err(e) = &result {
            for t in decl_type_specifiers(specs) {
                match &t.node {
                    c::TypeSpecifier::Struct(st) if st.node.declarations.is_some() => {
                        self.tag_failed(st.node.identifier.as_ref().map(|i| i.node.name.clone()), e, st.span)
                    }
                    c::TypeSpecifier::Enum(en) if !en.node.enumerators.is_empty() => {
                        self.tag_failed(en.node.identifier.as_ref().map(|i| i.node.name.clone()), e, en.span)
                    }
                    _ => {}
                }
            }
        }
        result
    }

    pub(crate) fn check_qual_specifiers(&self, specs: &[Node<c::SpecifierQualifier>]) -> LResult<()> {
        for s in specs {
            if let c::SpecifierQualifier::Extension(exts) = &s.node {
                self.check_extensions(exts)?;
            }
        }
        Ok(())
    }

    /// The type named by a list of type specifiers (`unsigned long`, `struct S { ... }`, a typedef name).
    pub(crate) fn specifiers_type(&mut self, specs: &[&Node<c::TypeSpecifier>], span: CSpan) -> LResult<TypeId> {
        if specs.iter().any(|s| matches!(s.node, c::TypeSpecifier::Complex)) {
            // `_Complex T` (`_Complex` alone: GNU's `_Complex double`).
            let rest: Vec<&Node<c::TypeSpecifier>> =
                specs.iter().copied().filter(|s| !matches!(s.node, c::TypeSpecifier::Complex)).collect();
            let elem = if rest.is_empty() { TypeTable::F64 } else { self.specifiers_type(&rest, span)? };
            if !self.p.types.is_arithmetic(elem) || elem == TypeTable::BOOL {
                return Err(self.error(span, format!("_Complex of {}", self.ty_name(elem))));
            }
            return Ok(self.complex_type(elem));
        }
        let (mut void, mut boolean, mut char_, mut short, mut int, mut long, mut signed, mut unsigned) = (0, 0, 0, 0, 0, 0, 0, 0);
        let (mut float, mut double) = (0, 0);
        let mut named: Option<TypeId> = None;
        for s in specs {
            match &s.node {
                c::TypeSpecifier::Void => void += 1,
                c::TypeSpecifier::Bool => boolean += 1,
                c::TypeSpecifier::Char => char_ += 1,
                c::TypeSpecifier::Short => short += 1,
                c::TypeSpecifier::Int => int += 1,
                c::TypeSpecifier::Long => long += 1,
                c::TypeSpecifier::Signed => signed += 1,
                c::TypeSpecifier::Unsigned => unsigned += 1,
                c::TypeSpecifier::Float => float += 1,
                c::TypeSpecifier::Int128 => return Err(self.unsupported(s.span, "__int128")),
                c::TypeSpecifier::Double => double += 1,
                c::TypeSpecifier::TS18661Float(f) => {
                    // `_Float32` and `_Float64` are binary32 and binary64; the extended
                    // (`_Float32x`, ...) and 128-bit formats are not.
                    match (f.width, &f.format) {
                        (32, c::TS18661FloatFormat::BinaryInterchange) => float += 1,
                        (64, c::TS18661FloatFormat::BinaryInterchange) => double += 1,
                        _ => {
                            let x = if matches!(f.format, c::TS18661FloatFormat::BinaryExtended) { "x" } else { "" };
                            return Err(self.unsupported(s.span, &format!("the floating-point type _Float{}{x}", f.width)));
                        }
                    }
                }
                c::TypeSpecifier::Complex => unreachable!("handled above"),
                c::TypeSpecifier::Atomic(_) => return Err(self.unsupported(s.span, "_Atomic types")),
                c::TypeSpecifier::Struct(st) => named = Some(self.struct_type(st)?),
                c::TypeSpecifier::Enum(en) => named = Some(self.enum_type(en)?),
                c::TypeSpecifier::TypedefName(id) => match self.lookup(&id.node.name) {
                    Some(Binding::Typedef(t, _)) => named = Some(*t),
                    Some(Binding::Unavailable(u)) => return Err(self.unavailable_use(&id.node.name, u, id.span)),
                    None if id.node.name == "__builtin_va_list" => named = Some(self.va_list_type()),
                    _ => return Err(self.error(id.span, format!("unknown type name '{}'", id.node.name))),
                },
                c::TypeSpecifier::TypeOf(t) => {
                    named = Some(match &t.node {
                        c::TypeOf::Type(tn) => self.type_name(tn)?,
                        c::TypeOf::Expression(e) => self.dry(|lw| lw.value(e))?.ty,
                    })
                }
            }
        }
        if let Some(t) = named {
            if void + boolean + char_ + short + int + long + signed + unsigned + float + double > 0 {
                return Err(self.error(span, "invalid combination of type specifiers"));
            }
            return Ok(t);
        }
        if float + double > 0 {
            if void + boolean + char_ + short + int + signed + unsigned > 0 || float + double > 1 || (float > 0 && long > 0) || long > 1 {
                return Err(self.error(span, "invalid combination of type specifiers"));
            }
            if long > 0 {
                // x87 80-bit extended precision: not modelled, and never silently a double.
                return Err(self.unsupported(span, "long double (80-bit x87 extended precision)"));
            }
            return Ok(if float > 0 { TypeTable::F32 } else { TypeTable::F64 });
        }
        if signed > 0 && unsigned > 0 {
            return Err(self.error(span, "both 'signed' and 'unsigned' in declaration specifiers"));
        }
        let is_signed = unsigned == 0;
        let dm = self.p.data_model();
        Ok(if void > 0 {
            TypeTable::VOID
        } else if boolean > 0 {
            TypeTable::BOOL
        } else if char_ > 0 {
            // Plain `char` is signed on x86 with gcc.
            if is_signed {
                TypeTable::I8
            } else {
                TypeTable::U8
            }
        } else if short > 0 {
            if is_signed {
                TypeTable::I16
            } else {
                TypeTable::U16
            }
        } else if long >= 2 {
            if is_signed {
                TypeTable::I64
            } else {
                TypeTable::U64
            }
        } else if long == 1 {
            self.p.types.int(effigy_ir::IntType::new(dm.long_bits(), is_signed))
        } else if int + signed + unsigned > 0 {
            if is_signed {
                TypeTable::I32
            } else {
                TypeTable::U32
            }
        } else {
            // Implicit int (C89; gcc 12 accepts it with a warning).
            self.warn(span, "type defaults to 'int' (no type specifier: C89's implicit int)");
            TypeTable::I32
        })
    }

    fn struct_type(&mut self, st: &Node<c::StructType>) -> LResult<TypeId> {
        if let Some(ty) = self.predefined.remove(&(st.span.start, st.span.end)) {
            return Ok(ty);
        }
        let is_union = matches!(st.node.kind.node, c::StructKind::Union);
        let tag = st.node.identifier.as_ref().map(|i| i.node.name.clone());
        let looked_up = tag.as_ref().and_then(|t| self.lookup_tag(t));
        let existing = match &looked_up {
            Some(Tag::Struct(s)) => Some(*s),
            _ => None,
        };
        let Some(decls) = &st.node.declarations else {
            if let Some(Tag::Unavailable(u)) = &looked_up {
                return Err(self.unavailable_use(tag.as_deref().unwrap_or_default(), u, st.span));
            }
            // A reference `struct S`: to the visible one, or a new incomplete type.
            let id = match existing {
                Some(s) => s,
                None => {
                    // The same header's reference in another file (`struct node;`, `typedef
                    // struct node node_t;`) is the same type: the file that defines it completes
                    // it, and a file that defines it too must agree (checked at its definition).
                    let id = match self.shared_reference(st.span) {
                        Some(id) => id,
                        None => {
                            let name = self.struct_name(tag.as_deref());
                            self.p.types.add_struct(name, is_union)
                        }
                    };
                    if let Some(t) = &tag {
                        self.scopes.last_mut().unwrap().tags.insert(t.clone(), Tag::Struct(id));
                    }
                    self.note_tag_site(st.span, id);
                    id
                }
            };
            return Ok(self.p.types.struct_type(id));
        };
        let max_align = self.source.pack_at(st.span.start).map_or(0, |n| n as u64);
        // Attributes of the type itself (`struct __attribute__((packed)) s {…}`).
        let saved = std::mem::replace(&mut self.layout_attributes_here, true);
        let checked = self.check_extensions(&st.node.extensions).and_then(|_| self.layout_attributes(&st.node.extensions));
        self.layout_attributes_here = saved;
        let (packed, aligned) = match checked {
            Ok(x) => x,
            Err(e) => {
                self.tag_failed(tag, &e, st.span);
                return Err(e);
            }
        };
        // Struct definitions nested in this one first: the IR's text form lists structs in the
        // order of their ids, and a struct's members must be complete before it.
        if let Err(e) = self.predefine_nested(decls) {
            self.tag_failed(tag, &e, st.span);
            return Err(e);
        }
        // A definition: completes an incomplete type of this scope, or declares a new one.
        let in_this_scope = tag.as_ref().and_then(|t| match self.scopes.last().unwrap().tags.get(t) {
            Some(Tag::Struct(s)) => Some(*s),
            _ => None,
        });
        // A tag this unit took from another unit's header reference, which another unit
        // completed: this definition must say the same (checked once it is lowered).
        let mut defined_elsewhere = None;
        let id = match in_this_scope {
            Some(s) if !self.p.types.structs[s.0 as usize].complete => s,
            Some(s) if self.shared_from_other_unit(s) => {
                defined_elsewhere = Some(s);
                let name = self.struct_name(tag.as_deref());
                self.p.types.add_struct(name, is_union)
            }
            Some(_) => return Err(self.error(st.span, format!("redefinition of '{}'", tag.unwrap_or_default()))),
            None => {
                let name = self.struct_name(tag.as_deref());
                let id = self.p.types.add_struct(name, is_union);
                if let Some(t) = &tag {
                    self.scopes.last_mut().unwrap().tags.insert(t.clone(), Tag::Struct(id));
                }
                id
            }
        };
        let saved = std::mem::replace(&mut self.layout_attributes_here, true);
        let fields = self.struct_fields(decls);
        self.layout_attributes_here = saved;
        let (fields, attrs) = match fields {
            Ok(f) => f,
            Err(e) => {
                self.tag_failed(tag, &e, st.span);
                return Err(e);
            }
        };
        if let Err(what) =
            self.p.types.complete_struct_with_attributes(id, fields, &attrs, effigy_ir::StructAttributes { packed, aligned, max_align })
        {
            let e = self.unsupported(st.span, &what);
            self.tag_failed(tag, &e, st.span);
            return Err(e);
        }
        if let Some(other) = defined_elsewhere {
            if !self.same_struct(id, other) {
                let e = self.error(st.span, format!("'{}' {FILES_DISAGREE}", tag.clone().unwrap_or_default()));
                self.tag_failed(tag, &e, st.span);
                return Err(e);
            }
            return Ok(self.p.types.struct_type(other));
        }
        // The same header's definition in another file (the same text at the same place) that
        // lowered to the same layout, member for member, is the same type (C11 6.2.7:
        // compatible across translation units), so that values and pointers cross files. Only
        // the tag is rebound: a type this unit made of the struct before its definition (a
        // pointer, a typedef) stays this unit's own, of the same layout.
        if let Some(other) = self.shared_tag_site(st.span, id) {
            if let Some(t) = &tag {
                self.scopes.last_mut().unwrap().tags.insert(t.clone(), Tag::Struct(other));
            }
            return Ok(self.p.types.struct_type(other));
        }
        self.note_tag_site(st.span, id);
        Ok(self.p.types.struct_type(id))
    }

    /// Later references to the tag of a definition that failed report why.
    pub(crate) fn tag_failed(&mut self, tag: Option<String>, e: &super::Diagnostic, span: CSpan) {
        if let Some(t) = tag {
            let in_main = self.source.in_main_file(span.start);
            let u = Rc::new(Unavailable { diag: e.clone(), external_object: false, in_main });
            self.scopes.last_mut().unwrap().tags.insert(t, Tag::Unavailable(u));
        }
    }

    /// Defines the structs and unions defined in the member declarations `decls`, remembering
    /// their types for when the members are declared.
    fn predefine_nested(&mut self, decls: &[Node<c::StructDeclaration>]) -> LResult<()> {
        for d in decls {
            let c::StructDeclaration::Field(f) = &d.node else { continue };
            for spec in qual_type_specifiers(&f.node.specifiers) {
                if let c::TypeSpecifier::Struct(inner) = &spec.node {
                    if inner.node.declarations.is_some() {
                        let ty = self.struct_type(inner)?;
                        self.predefined.insert((inner.span.start, inner.span.end), ty);
                    }
                }
            }
        }
        Ok(())
    }

    /// The members of a struct or union, with their layout attributes.
    #[allow(clippy::type_complexity)]
    fn struct_fields(
        &mut self,
        decls: &[Node<c::StructDeclaration>],
    ) -> LResult<(Vec<(String, TypeId, Option<u32>)>, Vec<effigy_ir::FieldAttributes>)> {
        let mut fields: Vec<(String, TypeId, Option<u32>)> = Vec::new();
        let mut attrs: Vec<effigy_ir::FieldAttributes> = Vec::new();
        for d in decls {
            let field = match &d.node {
                c::StructDeclaration::Field(f) => f,
                c::StructDeclaration::StaticAssert(s) => {
                    self.static_assert(s)?;
                    continue;
                }
            };
            let base = self.specifiers_type(&qual_type_specifiers(&field.node.specifiers), field.span)?;
            let saved = std::mem::replace(&mut self.mode_here, true);
            let checked = self.check_qual_specifiers(&field.node.specifiers);
            self.mode_here = saved;
            checked?;
            // `E __attribute__((mode(byte))) a;`: the mode applies to the specifiers' type.
            let mut base = base;
            for s in &field.node.specifiers {
                if let c::SpecifierQualifier::Extension(exts) = &s.node {
                    for e in exts {
                        if matches!(&e.node, c::Extension::Attribute(a) if a.name.node.trim_matches('_') == "mode") {
                            base = self.machine_mode(base, e)?;
                        }
                    }
                }
            }
            // Attributes in the specifiers apply to every member the declaration declares.
            let mut common = (false, 0u64);
            for s in &field.node.specifiers {
                match &s.node {
                    c::SpecifierQualifier::Extension(exts) => {
                        let (p, a) = self.layout_attributes(exts)?;
                        common = (common.0 || p, common.1.max(a));
                    }
                    c::SpecifierQualifier::Alignment(a) => {
                        let n = self.alignas_value(a)?;
                        common.1 = common.1.max(n);
                    }
                    _ => {}
                }
            }
            if field.node.declarators.is_empty() {
                // An anonymous struct or union member (C11 6.7.2.1p13); a declaration of
                // anything else declares no member.
                if self.p.types.struct_of(base).is_some() {
                    let name = format!("{}{}", super::ANONYMOUS_MEMBER, fields.len());
                    fields.push((name, base, None));
                    attrs.push(effigy_ir::FieldAttributes { packed: common.0, aligned: common.1 });
                }
                continue;
            }
            for sd in &field.node.declarators {
                let own = match &sd.node.declarator {
                    Some(d) => self.layout_attributes(&d.node.extensions)?,
                    None => (false, 0),
                };
                let mut fattrs = effigy_ir::FieldAttributes { packed: common.0 || own.0, aligned: common.1.max(own.1) };
                // A member of an aligned typedef's type has that alignment (below its type's
                // natural one too: as if packed, then aligned).
                let typedef_align = self.typedef_alignment(&qual_type_specifiers(&field.node.specifiers), sd.node.declarator.as_ref());
                if typedef_align > 0 && sd.node.bit_width.is_none() {
                    if typedef_align < self.p.types.align_of(base) {
                        fattrs.packed = true;
                    }
                    fattrs.aligned = fattrs.aligned.max(typedef_align);
                }
                if let Some(w) = &sd.node.bit_width {
                    let (name, width) = self.bitfield_width(base, sd, w)?;
                    if !name.is_empty() && fields.iter().any(|(n, ..)| *n == name) {
                        return Err(self.error(sd.span, format!("duplicate member '{name}'")));
                    }
                    fields.push((name, base, Some(width)));
                    attrs.push(fattrs);
                    continue;
                }
                let Some(declarator) = &sd.node.declarator else {
                    return Err(self.unsupported(sd.span, "unnamed struct members"));
                };
                let (name, declared) = self.declarator(base, declarator)?;
                let name = name.map(|n| n.0).unwrap_or_default();
                let ty = match declared {
                    Declared::Object(t) => t,
                    // A flexible array member has no elements of its own.
                    Declared::IncompleteArray(elem) => self.p.types.array(elem, 0),
                    Declared::Vla(..) => return Err(self.unsupported(sd.span, "variable-length struct members")),
                    Declared::Function(_) => return Err(self.error(sd.span, "field declared as a function")),
                };
                if ty == TypeTable::VOID || !self.complete(ty) {
                    return Err(self.error(sd.span, format!("field '{name}' has incomplete type")));
                }
                if fields.iter().any(|(n, ..)| *n == name) {
                    return Err(self.error(sd.span, format!("duplicate member '{name}'")));
                }
                fields.push((name, ty, None));
                attrs.push(fattrs);
            }
        }
        Ok((fields, attrs))
    }

    /// A bit-field declarator `T name : width` (name empty when unnamed): its name and width.
    fn bitfield_width(&mut self, ty: TypeId, sd: &Node<c::StructDeclarator>, w: &Node<c::Expression>) -> LResult<(String, u32)> {
        let name = match &sd.node.declarator {
            Some(d) => {
                let (name, declared) = self.declarator(ty, d)?;
                if !matches!(declared, Declared::Object(t) if t == ty) {
                    return Err(self.error(sd.span, "a bit-field must have an integer type"));
                }
                name.map(|n| n.0).unwrap_or_default()
            }
            None => String::new(),
        };
        let size = self.p.types.size_of(ty);
        if !(self.p.types.is_int(ty) || ty == TypeTable::BOOL) {
            return Err(self.error(sd.span, format!("bit-field '{name}' has non-integer type {}", self.ty_name(ty))));
        }
        let saved = self.fb.take();
        let v = self.rvalue(w);
        self.fb = saved;
        let Some(width) = v.ok().and_then(|v| self.const_int_value(&v)) else {
            return Err(self.error(w.span, "bit-field width is not an integer constant"));
        };
        let max = if ty == TypeTable::BOOL { 1 } else { 8 * size as i128 };
        if width < 0 || width > max {
            return Err(
                self.error(w.span, format!("width of bit-field '{name}' ({width} bits) is negative or exceeds its type's ({max} bits)"))
            );
        }
        if width == 0 && !name.is_empty() {
            return Err(self.error(w.span, format!("named bit-field '{name}' has zero width")));
        }
        Ok((name, width as u32))
    }

    fn struct_name(&mut self, tag: Option<&str>) -> String {
        let base = match tag {
            Some(t) => t.to_string(),
            None => {
                self.anon_structs += 1;
                format!("anon.{}", self.anon_structs)
            }
        };
        let mut name = base.clone();
        let mut n = 1;
        while self.p.types.struct_by_name(&name).is_some() {
            name = format!("{base}.{n}");
            n += 1;
        }
        name
    }

    /// Whether objects of the type have a known size.
    pub(crate) fn complete(&self, ty: TypeId) -> bool {
        match self.p.types.get(ty) {
            TypeData::Void => false,
            TypeData::Struct(s) => self.p.types.structs[s.0 as usize].complete,
            TypeData::Array(e, _) => self.complete(*e),
            _ => true,
        }
    }

    fn enum_type(&mut self, en: &Node<c::EnumType>) -> LResult<TypeId> {
        let tag = en.node.identifier.as_ref().map(|i| i.node.name.clone());
        if en.node.enumerators.is_empty() {
            return match tag.as_ref().and_then(|t| self.lookup_tag(t)) {
                Some(Tag::Enum(t)) => Ok(t),
                Some(Tag::Unavailable(u)) => Err(self.unavailable_use(tag.as_deref().unwrap_or_default(), &u, en.span)),
                _ => {
                    // A reference before the definition (gcc accepts it): gcc's type of an enum
                    // whose values are not negative, `unsigned int`; the definition must agree.
                    let Some(t) = tag else { return Err(self.error(en.span, "an enum without tag nor enumerators")) };
                    self.forward_enums.push(t.clone());
                    self.scopes.last_mut().unwrap().tags.insert(t, Tag::Enum(TypeTable::U32));
                    Ok(TypeTable::U32)
                }
            };
        }
        if let Err(e) = self.check_extensions(&en.node.extensions) {
            self.tag_failed(tag, &e, en.span);
            return Err(e);
        }
        match self.enumerators(en) {
            Ok(ty) => {
                if let Some(t) = &tag {
                    if self.forward_enums.contains(t) && ty != TypeTable::U32 {
                        return Err(self.unsupported(
                            en.span,
                            &format!("enum '{t}' used before its definition, whose type is {} (not unsigned int)", self.ty_name(ty)),
                        ));
                    }
                }
                if let Some(t) = tag {
                    self.scopes.last_mut().unwrap().tags.insert(t, Tag::Enum(ty));
                }
                Ok(ty)
            }
            Err(e) => {
                // The enumerators not bound and the tag report why they cannot be translated.
                let in_main = self.source.in_main_file(en.span.start);
                let u = Rc::new(Unavailable { diag: e.clone(), external_object: false, in_main });
                for x in &en.node.enumerators {
                    let name = &x.node.identifier.node.name;
                    if !self.scopes.last().unwrap().names.contains_key(name) {
                        self.bind(name, Binding::Unavailable(u.clone()));
                    }
                }
                if let Some(t) = tag {
                    self.scopes.last_mut().unwrap().tags.insert(t, Tag::Unavailable(u));
                }
                Err(e)
            }
        }
    }

    /// Binds the enumerators of an enum definition; returns its type.
    fn enumerators(&mut self, en: &Node<c::EnumType>) -> LResult<TypeId> {
        let mut next: i128 = 0;
        let mut any_negative = false;
        let mut max: i128 = 0;
        for e in &en.node.enumerators {
            let value = match &e.node.expression {
                Some(x) => self.constant_expression(x)?,
                None => next,
            };
            if value < i32::MIN as i128 || value > u32::MAX as i128 {
                return Err(self.unsupported(e.span, "enumerator values outside the range of int"));
            }
            any_negative |= value < 0;
            max = max.max(value);
            self.bind(&e.node.identifier.node.name, Binding::EnumConst(value));
            next = value + 1;
        }
        if any_negative && max > i32::MAX as i128 {
            return Err(self.unsupported(en.span, "enumerations that need a 64-bit type"));
        }
        // gcc gives an enumeration without negative values the type `unsigned int`.
        Ok(if any_negative { TypeTable::I32 } else { TypeTable::U32 })
    }

    /// The value of an integer constant expression.
    pub(crate) fn constant_expression(&mut self, e: &Node<c::Expression>) -> LResult<i128> {
        let saved = self.fb.take();
        let v = self.rvalue(e);
        self.fb = saved;
        let v = v?;
        self.const_int_value(&v).ok_or_else(|| self.error(e.span, "expression is not an integer constant"))
    }

    /// The type of a type name (`sizeof(T)`, casts).
    pub(crate) fn type_name(&mut self, tn: &Node<c::TypeName>) -> LResult<TypeId> {
        match self.type_name_declared(tn)? {
            Declared::Object(t) => Ok(t),
            Declared::IncompleteArray(e) => Ok(self.p.types.array(e, 0)),
            Declared::Vla(..) => Err(self.unsupported(tn.span, "variable-length array types in type names")),
            Declared::Function(_) => Err(self.unsupported(tn.span, "function types in type names")),
        }
    }

    /// What a type name declares (an array of unknown length stays incomplete).
    pub(crate) fn type_name_declared(&mut self, tn: &Node<c::TypeName>) -> LResult<Declared> {
        let base = self.specifiers_type(&qual_type_specifiers(&tn.node.specifiers), tn.span)?;
        self.check_qual_specifiers(&tn.node.specifiers)?;
        match &tn.node.declarator {
            None => Ok(Declared::Object(base)),
            Some(d) => Ok(self.declarator(base, d)?.1),
        }
    }

    /// Applies a declarator to a base type: pointers first, then array and function suffixes
    /// from the innermost out, then the nested declarator.
    pub(crate) fn declarator(&mut self, base: TypeId, d: &Node<c::Declarator>) -> LResult<(Option<(String, CSpan)>, Declared)> {
        // gcc's `mode(M)` after a declarator of an arithmetic type: the type of that machine
        // mode (`typedef int s8 __attribute__((mode(QI)))`).
        let (modes, others): (Vec<Node<c::Extension>>, Vec<Node<c::Extension>>) = d
            .node
            .extensions
            .iter()
            .cloned()
            .partition(|e| matches!(&e.node, c::Extension::Attribute(a) if a.name.node.trim_matches('_') == "mode"));
        self.check_extensions(&others)?;
        let base = match modes.last() {
            Some(m)
                if d.node.derived.is_empty()
                    && matches!(d.node.kind.node, c::DeclaratorKind::Identifier(_) | c::DeclaratorKind::Abstract) =>
            {
                self.machine_mode(base, m)?
            }
            Some(m) => return Err(self.unsupported(m.span, "attribute 'mode' on a derived declarator")),
            None => base,
        };
        let mut cur = Declared::Object(base);
        for dd in &d.node.derived {
            if let c::DerivedDeclarator::Pointer(quals) = &dd.node {
                for q in quals {
                    if let c::PointerQualifier::Extension(exts) = &q.node {
                        self.check_extensions(exts)?;
                    }
                }
                cur = match cur {
                    Declared::Object(t) => Declared::Object(self.p.types.pointer(t)),
                    Declared::Function(sig) => {
                        let f = self.fn_type(&sig);
                        Declared::Object(self.p.types.pointer(f))
                    }
                    _ => unreachable!("pointers come before array suffixes"),
                };
            }
        }
        for dd in d.node.derived.iter().rev() {
            match &dd.node {
                c::DerivedDeclarator::Pointer(_) => {}
                c::DerivedDeclarator::Array(arr) => {
                    let elem = match cur {
                        Declared::Object(t) => t,
                        Declared::Vla(elem, mut dims) => {
                            // One more (outer) dimension of a variable-length array.
                            cur = match &arr.node.size {
                                c::ArraySize::VariableExpression(e) | c::ArraySize::StaticExpression(e) => {
                                    dims.insert(0, (**e).clone());
                                    Declared::Vla(elem, dims)
                                }
                                _ => return Err(self.unsupported(dd.span, "arrays of unknown length of variable-length arrays")),
                            };
                            continue;
                        }
                        Declared::IncompleteArray(_) => return Err(self.unsupported(dd.span, "arrays of arrays of unknown length")),
                        Declared::Function(_) => return Err(self.error(dd.span, "array of functions")),
                    };
                    if !self.complete(elem) {
                        return Err(self.error(dd.span, "array has incomplete element type"));
                    }
                    cur = match &arr.node.size {
                        c::ArraySize::Unknown => Declared::IncompleteArray(elem),
                        c::ArraySize::VariableUnknown => return Err(self.unsupported(dd.span, "'[*]' array declarators")),
                        c::ArraySize::VariableExpression(e) | c::ArraySize::StaticExpression(e) => {
                            let saved = self.fb.take();
                            let v = self.rvalue(e);
                            self.fb = saved;
                            match v.ok().and_then(|v| self.const_int_value(&v)) {
                                Some(n) if n >= 0 => Declared::Object(self.p.types.array(elem, n as u64)),
                                Some(_) => return Err(self.error(e.span, "array has negative size")),
                                None => Declared::Vla(elem, vec![(**e).clone()]),
                            }
                        }
                    };
                }
                c::DerivedDeclarator::Function(fd) => {
                    let ret = match cur {
                        Declared::Object(t) => t,
                        _ => return Err(self.error(dd.span, "function returning an array or function")),
                    };
                    cur = Declared::Function(self.function_declarator(ret, fd)?);
                }
                c::DerivedDeclarator::KRFunction(ids) => {
                    let ret = match cur {
                        Declared::Object(t) => t,
                        _ => return Err(self.error(dd.span, "function returning an array or function")),
                    };
                    // A K&R definition's identifier list: each parameter is an `int` until the
                    // declarations before the body say otherwise (`kr_parameters`).
                    let params = ids.iter().map(|id| (Some(id.node.name.clone()), TypeTable::I32, id.span)).collect();
                    cur = Declared::Function(FnSig { ret, params, vla_params: Vec::new(), variadic: false, prototyped: false });
                }
            }
        }
        match &d.node.kind.node {
            c::DeclaratorKind::Abstract => Ok((None, cur)),
            c::DeclaratorKind::Identifier(id) => Ok((Some((id.node.name.clone(), id.span)), cur)),
            c::DeclaratorKind::Declarator(inner) => match cur {
                Declared::Object(t) => self.declarator(t, inner),
                Declared::Function(ref sig) => {
                    // `int (*f)(int)` and friends: the inner declarator applies to the
                    // function type.
                    if inner.node.derived.iter().any(|x| matches!(x.node, c::DerivedDeclarator::Pointer(_))) {
                        let f = self.fn_type(&sig);
                        self.declarator(f, inner)
                    } else {
                        let (name, _) = self.declarator(TypeTable::VOID, inner)?;
                        Ok((name, cur))
                    }
                }
                _ => Err(self.unsupported(inner.span, "pointers to arrays of unknown or variable length")),
            },
        }
    }

    fn function_declarator(&mut self, ret: TypeId, fd: &Node<c::FunctionDeclarator>) -> LResult<FnSig> {
        if self.is_aggregate(ret) && self.p.types.array_elem(ret).is_some() {
            return Err(self.error(fd.span, "function returning an array"));
        }
        let mut params = Vec::new();
        let mut vla_params = Vec::new();
        for p in &fd.node.parameters {
            let base = self.specifiers_type(&decl_type_specifiers(&p.node.specifiers), p.span)?;
            self.check_decl_specifiers(&p.node.specifiers)?;
            self.check_extensions(&p.node.extensions)?;
            let (name, declared) = match &p.node.declarator {
                Some(d) => self.declarator(base, d)?,
                None => (None, Declared::Object(base)),
            };
            let (ty, vla) = self.parameter_type(declared);
            if let Some(dims) = vla {
                vla_params.push((params.len(), dims));
            }
            params.push((name.map(|n| n.0), ty, p.span));
        }
        // `(void)` is the empty list.
        if params.len() == 1 && params[0].1 == TypeTable::VOID && params[0].0.is_none() {
            params.clear();
        }
        if params.iter().any(|p| p.1 == TypeTable::VOID) {
            return Err(self.error(fd.span, "parameter of type void"));
        }
        Ok(FnSig { ret, params, vla_params, variadic: matches!(fd.node.ellipsis, c::Ellipsis::Some), prototyped: true })
    }

    /// The type of a parameter declared as `declared`: arrays and functions are pointers
    /// (C11 6.7.6.3p7-8); a variable-length array's dimensions are returned to be evaluated at
    /// the function's entry.
    fn parameter_type(&mut self, declared: Declared) -> (TypeId, Option<Vec<Node<c::Expression>>>) {
        match declared {
            Declared::Object(t) => match self.p.types.array_elem(t) {
                Some((elem, _)) => (self.p.types.pointer(elem), None),
                None => (t, None),
            },
            Declared::IncompleteArray(elem) => (self.p.types.pointer(elem), None),
            // A pointer to the first row; rows of the inner dimensions are indexed like a local
            // VLA's. Every size expression is evaluated at entry.
            Declared::Vla(elem, dims) => (self.p.types.pointer(elem), Some(dims)),
            Declared::Function(sig) => {
                let f = self.fn_type(&sig);
                (self.p.types.pointer(f), None)
            }
        }
    }

    /// The parameter types of a K&R definition (`f(a, b) char *a; { … }`) from the
    /// declarations before its body; a parameter not declared there is an `int` (C89).
    pub(crate) fn kr_parameters(&mut self, sig: &mut FnSig, decls: &[Node<c::Declaration>]) -> LResult<()> {
        for d in decls {
            let base = self.specifiers_type(&decl_type_specifiers(&d.node.specifiers), d.span)?;
            self.check_decl_specifiers(&d.node.specifiers)?;
            if let Some(sc) = storage_class(&d.node.specifiers) {
                if *sc != c::StorageClassSpecifier::Register {
                    return Err(self.error(d.span, "storage class specified for a parameter"));
                }
            }
            for init in &d.node.declarators {
                if init.node.initializer.is_some() {
                    return Err(self.error(init.span, "parameter is initialized"));
                }
                let (name, declared) = self.declarator(base, &init.node.declarator)?;
                let Some((name, nspan)) = name else {
                    return Err(self.error(init.span, "a parameter declaration without a name"));
                };
                let (ty, vla) = self.parameter_type(declared);
                if vla.is_some() {
                    return Err(self.unsupported(init.span, "variable-length array parameters of a K&R definition"));
                }
                let Some(p) = sig.params.iter_mut().find(|p| p.0.as_deref() == Some(name.as_str())) else {
                    return Err(self.error(nspan, format!("declaration for parameter '{name}' but no such parameter")));
                };
                p.1 = ty;
            }
        }
        Ok(())
    }

    /// A declaration at file scope; returns the failures, each with the names it concerns
    /// (all of them when the declaration's type specifiers fail, else one declarator's).
    pub(crate) fn global_declaration(&mut self, d: &Node<c::Declaration>) -> Vec<(Vec<String>, super::Diagnostic)> {
        let specs = &d.node.specifiers;
        let base = match self.specifiers_type(&decl_type_specifiers(specs), d.span) {
            Ok(b) => b,
            Err(e) => {
                let names = d.node.declarators.iter().filter_map(|i| declarator_name(&i.node.declarator)).collect();
                return vec![(names, e)];
            }
        };
        let storage = storage_class(specs);
        // `aligned` (and an ignored `packed`) may be attributes of the objects declared, and
        // `aligned` of a typedef (see `object_alignment`); `mode` of the specifiers' type.
        let objects = true;
        let saved = std::mem::replace(&mut self.layout_attributes_here, objects);
        let saved_mode = std::mem::replace(&mut self.mode_here, true);
        let checked = self.check_decl_specifiers(specs).and_then(|_| self.specifier_mode(base, specs));
        self.layout_attributes_here = saved;
        self.mode_here = saved_mode;
        let base = match checked {
            Ok(b) => b,
            Err(e) => {
                let names = d.node.declarators.iter().filter_map(|i| declarator_name(&i.node.declarator)).collect();
                return vec![(names, e)];
            }
        };
        let in_main = self.source.in_main_file(d.span.start);
        let mut failures = Vec::new();
        for init_decl in &d.node.declarators {
            let saved = std::mem::replace(&mut self.layout_attributes_here, objects);
            let r = self.global_declarator(base, storage, init_decl, in_main).and_then(|_| self.object_alignment(specs, init_decl));
            self.layout_attributes_here = saved;
            if let Err(e) = r {
                failures.push((declarator_name(&init_decl.node.declarator).into_iter().collect(), e));
            }
        }
        failures
    }

    /// Records an object's `aligned(N)` attribute (in its declaration's specifiers or after its
    /// declarator); a function's is not translated.
    fn object_alignment(&mut self, specs: &[Node<c::DeclarationSpecifier>], init_decl: &Node<c::InitDeclarator>) -> LResult<()> {
        let (p1, a1) = self.specifier_layout_attributes(specs)?;
        let (p2, a2) = self.layout_attributes(&init_decl.node.declarator.node.extensions)?;
        if matches!(storage_class(specs), Some(c::StorageClassSpecifier::Typedef)) {
            // gcc's `aligned(N)` on a typedef sets the alignment of the name's type (also below
            // its natural one); a typedef of an aligned typedef keeps it.
            if p1 && !self.specifiers_define_tag(specs) || p2 {
                return Err(self.unsupported(init_decl.span, "attribute 'packed' on a typedef"));
            }
            let inherited = self.typedef_alignment(&decl_type_specifiers(specs), Some(&init_decl.node.declarator));
            let aligned = if a2 > 0 {
                a2
            } else if a1 > 0 {
                a1
            } else {
                inherited
            };
            let Some(name) = declarator_name(&init_decl.node.declarator) else { return Ok(()) };
            if aligned > 0 {
                if let Some(Binding::Typedef(t, _)) = self.lookup(&name).cloned() {
                    self.bind(&name, Binding::Typedef(t, aligned));
                }
            }
            return Ok(());
        }
        let a0 = self.typedef_alignment(&decl_type_specifiers(specs), Some(&init_decl.node.declarator));
        let aligned = a1.max(a2).max(a0);
        if aligned == 0 {
            return Ok(());
        }
        let Some(name) = declarator_name(&init_decl.node.declarator) else { return Ok(()) };
        match self.lookup(&name).cloned() {
            Some(Binding::Var(v)) => {
                self.p.alignments.retain(|(w, _)| *w != v);
                self.p.alignments.push((v, aligned));
                Ok(())
            }
            Some(Binding::Function(_)) => {
                // Where its code is placed: the address of its code object, `__alignof__`.
                let a = self.fn_aligns.entry(name).or_insert(0);
                *a = (*a).max(aligned);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn global_declarator(
        &mut self,
        base: TypeId,
        storage: Option<&c::StorageClassSpecifier>,
        init_decl: &Node<c::InitDeclarator>,
        in_main: bool,
    ) -> LResult<()> {
        let (name, declared) = self.declarator(base, &init_decl.node.declarator)?;
        let Some((name, name_span)) = name else { return Ok(()) };
        if matches!(storage, Some(c::StorageClassSpecifier::Typedef)) {
            return self.typedef(&name, declared, name_span);
        }
        if matches!(storage, Some(c::StorageClassSpecifier::ThreadLocal)) {
            return Err(self.unsupported(name_span, "thread-local storage"));
        }
        let internal = matches!(storage, Some(c::StorageClassSpecifier::Static));
        if let Declared::Function(sig) = &declared {
            self.declare_function(&name, sig, name_span, internal)?;
            return Ok(());
        }
        // An object of external linkage another file declared is that file's object.
        if !internal {
            self.adopt_linked_object(&name);
        }
        // An object of the C library (`extern FILE *stdout;`): unless the program defines
        // it, its value is unknown.
        let external = matches!(storage, Some(c::StorageClassSpecifier::Extern)) && init_decl.node.initializer.is_none();
        if external
            && !in_main
            && !self.defined_in_another_unit(&name)
            && matches!(self.scopes[0].names.get(&name), None | Some(Binding::Unavailable(_)))
        {
            let diag = self.unsupported(name_span, &format!("external object '{name}', which the program does not define"));
            self.bind(&name, Binding::Unavailable(Rc::new(Unavailable { diag, external_object: true, in_main: false })));
            return Ok(());
        }
        // `extern int a[];` (or `int a[];`): of unknown length, as long as another declaration says.
        let unsized_array = matches!(declared, Declared::IncompleteArray(_)) && init_decl.node.initializer.is_none();
        let ty = match declared {
            Declared::Function(_) => unreachable!("handled above"),
            Declared::Vla(..) => return Err(self.error(name_span, "variable-length array at file scope")),
            Declared::Object(t) => t,
            Declared::IncompleteArray(elem) => match &init_decl.node.initializer {
                Some(init) => {
                    let n = self.initializer_length(elem, init)?;
                    self.p.types.array(elem, n)
                }
                // `extern int a[];` or a tentative definition: one element (as gcc does).
                None => self.p.types.array(elem, 1),
            },
        };
        let fresh = self.global_var(&name).is_none();
        let mut adopted = None;
        let v = match self.global_var(&name) {
            Some(v) => {
                let old = self.p.var(v).ty;
                // The C library model's `stdout` (a `struct _IO_FILE *`) defines the object a
                // program may have declared with a FILE type of its own: the program's type stays.
                let model_pointer = self.source.position(name_span.start).file == crate::LIBC_MODEL_FILE
                    && self.p.types.is_pointer(old)
                    && self.p.types.is_pointer(ty);
                if model_pointer {
                    adopted = Some(old);
                }
                let same_elem = self.p.types.array_elem(old).map(|x| x.0) == self.p.types.array_elem(ty).map(|x| x.0)
                    && self.p.types.array_elem(old).is_some();
                if unsized_array && same_elem {
                    // A declaration of unknown length after the object's definition: the
                    // definition's type stays.
                    adopted = Some(old);
                } else if old != ty && !model_pointer {
                    let grows_incomplete = matches!(self.p.types.get(old), TypeData::Array(_, 1)) && same_elem;
                    if grows_incomplete {
                        self.p.vars[v.0 as usize].ty = ty;
                    } else {
                        return Err(self.error(name_span, format!("conflicting types for '{name}'")));
                    }
                }
                v
            }
            None => {
                if matches!(self.scopes[0].names.get(&name), Some(Binding::Function(_))) {
                    return Err(self.error(name_span, format!("'{name}' redeclared as a different kind of symbol")));
                }
                if !self.complete(ty) {
                    // Another unit's object, of a type incomplete here: bound when the units
                    // are linked (`link_external_objects`).
                    if external && !in_main {
                        let diag = self.unsupported(name_span, &format!("external object '{name}' of a type incomplete here"));
                        self.bind(&name, Binding::Unavailable(Rc::new(Unavailable { diag, external_object: true, in_main: false })));
                        return Ok(());
                    }
                    if matches!(storage, Some(c::StorageClassSpecifier::Extern)) {
                        return Err(self.unsupported(name_span, "extern objects of incomplete type"));
                    }
                    return Err(self.error(name_span, format!("'{name}' has incomplete type")));
                }
                let v = self.new_global(&name, ty);
                self.scopes[0].names.insert(name.clone(), Binding::Var(v));
                if !internal {
                    self.link_object(&name, v);
                }
                if self.source.position(name_span.start).file == crate::LIBC_MODEL_FILE {
                    self.model_globals.push(v);
                }
                v
            }
        };
        let ty = adopted.unwrap_or(ty);
        // One definition per program (gcc 10 and later link with -fno-common: two tentative
        // definitions `int x;` in two files are "multiple definition" too). The C library
        // model's definitions yield to the program's.
        let defines = !matches!(storage, Some(c::StorageClassSpecifier::Extern)) || init_decl.node.initializer.is_some();
        if !internal && defines && self.source.position(name_span.start).file != crate::LIBC_MODEL_FILE {
            self.note_defined(&name, v, name_span)?;
        }
        if !internal && self.source.position(name_span.start).file != crate::LIBC_MODEL_FILE {
            if !defines {
                self.declared_extern.push((v, name.clone(), name_span));
            }
        } else if defines {
            self.model_defined.insert(v);
        }
        if let Some(init) = &init_decl.node.initializer {
            let lv = Expr::var(ty, v);
            if let Err(e) = self.initialize(lv, init) {
                // The name becomes unavailable; the variable stays, unreferenced.
                if fresh {
                    self.scopes[0].names.remove(&name);
                }
                return Err(e);
            }
        }
        Ok(())
    }

    fn typedef(&mut self, name: &str, declared: Declared, span: CSpan) -> LResult<()> {
        let ty = match declared {
            Declared::Object(t) => t,
            Declared::IncompleteArray(e) => self.p.types.array(e, 0),
            Declared::Vla(..) => return Err(self.unsupported(span, "typedefs of variable-length arrays")),
            Declared::Function(_) => return Err(self.unsupported(span, "typedefs of function types")),
        };
        self.bind(name, Binding::Typedef(ty, 0));
        Ok(())
    }

    /// A declaration at block scope.
    pub(crate) fn local_declaration(&mut self, d: &Node<c::Declaration>) -> LResult<()> {
        let specs = &d.node.specifiers;
        let base = self.specifiers_type(&decl_type_specifiers(specs), d.span)?;
        let storage = storage_class(specs);
        let objects = true;
        let saved = std::mem::replace(&mut self.layout_attributes_here, objects);
        let saved_mode = std::mem::replace(&mut self.mode_here, true);
        let checked = self.check_decl_specifiers(specs).and_then(|_| self.specifier_mode(base, specs));
        self.layout_attributes_here = saved;
        self.mode_here = saved_mode;
        let base = checked?;
        for init_decl in &d.node.declarators {
            let saved = std::mem::replace(&mut self.layout_attributes_here, objects);
            let r = self.local_declarator(base, storage, init_decl).and_then(|_| self.object_alignment(specs, init_decl));
            self.layout_attributes_here = saved;
            r?;
        }
        Ok(())
    }

    /// One declarator of a declaration at block scope.
    fn local_declarator(
        &mut self,
        base: TypeId,
        storage: Option<&c::StorageClassSpecifier>,
        init_decl: &Node<c::InitDeclarator>,
    ) -> LResult<()> {
        {
            let (name, declared) = self.declarator(base, &init_decl.node.declarator)?;
            let Some((name, name_span)) = name else { return Ok(()) };
            let span = init_decl.span;
            match storage {
                Some(c::StorageClassSpecifier::Typedef) => {
                    self.typedef(&name, declared, name_span)?;
                    return Ok(());
                }
                Some(c::StorageClassSpecifier::ThreadLocal) => return Err(self.unsupported(name_span, "thread-local storage")),
                _ => {}
            }
            if let Declared::Function(sig) = &declared {
                self.declare_function(&name, sig, name_span, false)?;
                return Ok(());
            }
            if matches!(storage, Some(c::StorageClassSpecifier::Extern)) {
                self.adopt_linked_object(&name);
                if let Some(Binding::Unavailable(u)) = self.scopes[0].names.get(&name) {
                    return Err(self.unavailable_use(&name, u, name_span));
                }
                let Some(v) = self.global_var(&name) else {
                    return Err(self.unsupported(name_span, "block-scope extern declarations of objects not declared at file scope"));
                };
                self.bind(&name, Binding::Var(v));
                return Ok(());
            }
            // An object without linkage is declared once in its block (C11 6.7p3).
            if self.scopes.len() > 1 && self.scopes.last().is_some_and(|s| s.names.contains_key(&name)) {
                return Err(self.error(name_span, format!("redeclaration of '{name}' with no linkage (in the same block)")));
            }
            let ty = match declared {
                Declared::Object(t) => t,
                Declared::IncompleteArray(elem) => match &init_decl.node.initializer {
                    Some(init) => {
                        let n = self.initializer_length(elem, init)?;
                        self.p.types.array(elem, n)
                    }
                    None => return Err(self.error(name_span, format!("array size missing in '{name}'"))),
                },
                Declared::Vla(elem, dims) => {
                    if matches!(storage, Some(c::StorageClassSpecifier::Static)) {
                        return Err(self.error(name_span, "static variable-length array"));
                    }
                    if init_decl.node.initializer.is_some() {
                        return Err(self.error(name_span, "variable-sized object may not be initialized"));
                    }
                    self.vla(&name, elem, &dims, span)?;
                    return Ok(());
                }
                Declared::Function(_) => unreachable!(),
            };
            if !self.complete(ty) {
                return Err(self.error(name_span, format!("variable '{name}' has incomplete type")));
            }
            if matches!(storage, Some(c::StorageClassSpecifier::Static)) {
                // A static local is a global with a function-qualified name, initialised once.
                let fname = self.fb.as_ref().unwrap().f.name.clone();
                let v = self.new_global(&format!("{fname}${name}"), ty);
                self.bind(&name, Binding::Var(v));
                if let Some(init) = &init_decl.node.initializer {
                    // Initialised as a global; the function stays known to `&&label`.
                    self.suspended_fb = self.fb.take();
                    let r = self.initialize(Expr::var(ty, v), init);
                    self.fb = self.suspended_fb.take();
                    r?;
                }
                return Ok(());
            }
            let v = self.new_local(&name, ty, VarKind::Local);
            self.bind(&name, Binding::Var(v));
            self.declare_live(v, false);
            let lv = Expr::var(ty, v);
            match &init_decl.node.initializer {
                Some(init) => self.initialize(lv, init)?,
                None => {
                    if ty == TypeTable::BOOL {
                        // An indeterminate _Bool may hold any byte, which is no value of the
                        // type: kept in memory, where its byte is checked when read.
                        self.p.vars[v.0 as usize].address_taken = true;
                    }
                    self.emit(EdgeKind::Havoc { lhs: lv, origin: HavocOrigin::Uninit }, span)?
                }
            }
        }
        Ok(())
    }

    /// `elem name[d1]…[dk]` with a non-constant dimension: a pointer to a fresh block of
    /// d1·…·dk elements whose contents are unspecified. The dimensions are evaluated here, once
    /// (C11 6.7.6.2p5), and kept with the size in bytes for indexing and `sizeof`. A size that
    /// does not fit in a `size_t` becomes an allocation of `SIZE_MAX` bytes, which no engine
    /// gives out (a limit, never a silently smaller block).
    /// Dimension `i` of the variable-length array `name`, evaluated now into a temporary
    /// (`name$dimI`, a `size_t`).
    pub(crate) fn vla_dimension(&mut self, name: &str, i: usize, d: &Node<c::Expression>) -> LResult<VarId> {
        let size_t = self.size_t();
        let n = self.rvalue(d)?;
        if !self.p.types.is_int(n.ty) {
            return Err(self.error(d.span, "size of array has non-integer type"));
        }
        let n = self.convert(n, size_t, d.span)?;
        let dim_var = self.new_local(&format!("{name}$dim{i}"), size_t, VarKind::Temp);
        self.emit(EdgeKind::Assign { lhs: Expr::var(size_t, dim_var), rhs: n }, d.span)?;
        Ok(dim_var)
    }

    fn vla(&mut self, name: &str, elem: TypeId, dims: &[Node<c::Expression>], span: CSpan) -> LResult<()> {
        let size_t = self.size_t();
        let max = effigy_ir::types::mask(self.p.types.size_of(size_t) as u32 * 8) as i128;
        let elem_size = self.p.types.size_of(elem) as i128;
        let bytes_var = self.new_local(&format!("{name}$bytes"), size_t, VarKind::Temp);
        let bytes = Expr::var(size_t, bytes_var);
        let k = self.const_of(size_t, elem_size);
        self.emit(EdgeKind::Assign { lhs: bytes.clone(), rhs: k }, span)?;
        let mut dim_vars = Vec::new();
        for (i, d) in dims.iter().enumerate() {
            dim_vars.push(self.vla_dimension(name, i, d)?);
        }
        let inner_dims = dim_vars[1..].to_vec();
        for (&dim_var, d) in dim_vars.iter().zip(dims) {
            let dim = Expr::var(size_t, dim_var);
            // bytes = bytes * dim, or SIZE_MAX when that does not fit.
            let zero = self.const_of(size_t, 0);
            let nonzero = Expr::binary(TypeTable::BOOL, BinOp::Ne, dim.clone(), zero.clone());
            let is_zero = Expr::binary(TypeTable::BOOL, BinOp::Eq, dim.clone(), zero);
            let divisor = Expr::binary(size_t, BinOp::BitOr, dim.clone(), is_zero.cast(size_t));
            let limit = Expr::binary(size_t, BinOp::Div, self.const_of(size_t, max), divisor);
            let too_big = Expr::binary(TypeTable::BOOL, BinOp::Gt, bytes.clone(), limit);
            let overflow = Expr::binary(TypeTable::BOOL, BinOp::And, nonzero, too_big);
            let (over, fits, join) = (self.new_loc(), self.new_loc(), self.new_loc());
            let cur = self.cur();
            self.edge(cur, over, EdgeKind::Assume(overflow.clone()), d.span);
            self.edge(cur, fits, EdgeKind::Assume(overflow.not()), d.span);
            self.set_cur(over);
            let all = self.const_of(size_t, max);
            self.emit(EdgeKind::Assign { lhs: bytes.clone(), rhs: all }, d.span)?;
            self.jump(join, d.span);
            self.set_cur(fits);
            let product = Expr::binary(size_t, BinOp::Mul, bytes.clone(), dim);
            self.emit(EdgeKind::Assign { lhs: bytes.clone(), rhs: product }, d.span)?;
            self.jump(join, d.span);
            self.set_cur(join);
        }
        let ptr_ty = self.p.types.pointer(elem);
        let v = self.new_local(name, ptr_ty, VarKind::Local);
        self.vlas.insert(v, crate::c_to_cfa::Vla { size_bytes: Some(bytes_var), inner_dims });
        self.bind(name, Binding::Var(v));
        self.declare_live(v, true);
        // Until the function returns (C: until the block ends; gcc may reuse the space sooner).
        self.emit(EdgeKind::Alloc { dest: Expr::var(ptr_ty, v), size: bytes, zeroed: false, stack: true }, span)
    }
}
