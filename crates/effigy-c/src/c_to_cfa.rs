//! Lowering of a translation unit ([`crate::syntax`]) to control-flow automata.
//!
//! Two passes over the external declarations: the first declares types, globals (with their
//! initialisers) and every function's signature, so that calls may name functions defined
//! later; the second lowers the function bodies. Expressions are split into pure IR
//! expressions and edges for their side effects, evaluated left to right; `&&`, `||` and `?:`
//! become control flow.
//!
//! **Only what the program uses must be translatable.** Headers declare much that effigy
//! cannot translate (prototypes with `long double` parameters, inline functions with inline
//! assembly, vector types, …). A file-scope declaration whose translation fails binds its names
//! to [`Binding::Unavailable`] with the diagnostic (struct, union and enum tags to
//! [`Tag::Unavailable`]); the diagnostic is reported only when code that is lowered names it —
//! where the declaration is if that is in the main file (the use in the help), else at the use
//! (the declaration in the help). This applies to every declaration in an included file and to
//! `unsupported:` failures in the main file (other errors there are reported at once). An
//! object declared `extern` in an included file and defined neither by the program nor by the
//! C library model (`environ`) is unavailable too: effigy does not know its value; so is one the
//! program's own files declare `extern` and none defines (`undefined_external_object`, reported
//! when lowered code uses it). gcc's layout
//! attributes (`packed`, `aligned`, `mode`, `#pragma pack`) are translated (`decl.rs`); the
//! attributes that change behaviour in ways effigy does not model (`cleanup`, `vector_size`,
//! …) are unsupported, hence make what they apply to unavailable; `constructor`/`destructor`
//! are reported wherever they are (the function runs uncalled).
//!
//! Function definitions of the main input file (and `main`) are the roots: all are lowered, and a
//! failure is reported whether they are called or not (any function can be an entry). A
//! function defined in an included file gets its CFA only when a lowered function calls it,
//! so the failures reported are exactly those of the functions reachable from the roots.

use std::collections::HashMap;
use std::rc::Rc;

use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};
use effigy_ir::{
    DataModel, EdgeKind, ErrorKind, Expr, ExprKind, FuncId, Function, GlobalInit, HavocOrigin, LocId, Program, TypeData, TypeId, TypeTable,
    VarId, VarInfo, VarKind,
};

use crate::consts::const_value;
use crate::diagnostic::Diagnostic;
use crate::source::{Position, Source};

mod bitfield;
mod builtins;
mod complex;
mod decl;
mod exit;
pub(crate) mod expr;
mod fnptr;
mod init;
mod math;
mod stmt;
mod variadic;

pub(crate) type LResult<T> = Result<T, Diagnostic>;

/// The name prefix of an anonymous struct or union member (C11 6.7.2.1p13): `$anon.N`, which no
/// C identifier can be; its members are found by name through it.
pub(crate) const ANONYMOUS_MEMBER: &str = "$anon.";

/// What a name in the ordinary namespace stands for.
#[derive(Clone, Debug)]
pub(crate) enum Binding {
    Var(VarId),
    EnumConst(i128),
    /// A typedef name: its type, and the alignment gcc's `aligned(N)` gives it (0: its type's).
    Typedef(TypeId, u64),
    Function(usize),
    /// A declaration effigy could not translate: using the name reports its diagnostic.
    Unavailable(Rc<Unavailable>),
}

/// Why a declared name cannot be used.
#[derive(Debug)]
pub(crate) struct Unavailable {
    /// The failure of the declaration, at its position.
    pub diag: Diagnostic,
    /// An object declared `extern` in an included file and not defined by the program.
    pub external_object: bool,
    /// Declared in the main input file (else in an included one).
    pub in_main: bool,
}

#[derive(Default)]
pub(crate) struct Scope {
    names: HashMap<String, Binding>,
    /// struct/union tags → struct id; enum tags → their integer type.
    tags: HashMap<String, Tag>,
}

#[derive(Clone, Debug)]
pub(crate) enum Tag {
    Struct(effigy_ir::StructId),
    Enum(TypeId),
    /// A struct, union or enum whose definition effigy could not translate.
    Unavailable(Rc<Unavailable>),
}

/// A function as declared: its signature and, once defined, its CFA id.
#[derive(Clone, Debug)]
pub(crate) struct FnDecl {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    /// Declared with a parameter list (not `int f()`).
    pub prototyped: bool,
    /// Defined in the old style (`f() {…}`, `f(a) int a; {…}`): calls are not checked against a
    /// prototype (gcc passes extra arguments, which the body never reads).
    pub old_style: bool,
    pub id: Option<FuncId>,
    /// Defined in an included file (index into the definitions): its CFA is made when a
    /// lowered function first calls it.
    pub deferred: Option<usize>,
    pub name: String,
}

impl FnDecl {
    /// Whether the translation unit defines the function.
    pub(crate) fn defined(&self) -> bool {
        self.id.is_some() || self.deferred.is_some()
    }
}

/// A function signature read from a declarator.
#[derive(Clone, Debug)]
pub(crate) struct FnSig {
    pub ret: TypeId,
    pub params: Vec<(Option<String>, TypeId, CSpan)>,
    /// Parameters of variable-length array type (`int a[n][m]`, a pointer to rows of `m` ints):
    /// their index and their size expressions, outermost first, evaluated at the function's entry.
    pub vla_params: Vec<(usize, Vec<Node<c::Expression>>)>,
    pub variadic: bool,
    pub prototyped: bool,
}

/// The type a declarator gives its identifier.
#[derive(Clone, Debug)]
pub(crate) enum Declared {
    Object(TypeId),
    /// An array whose length is not yet known (`int a[]`).
    IncompleteArray(TypeId),
    /// A variable-length array `elem a[d1]…[dk]` (at least one dimension not constant;
    /// `elem` has a constant size), the dimensions outermost first.
    Vla(TypeId, Vec<Node<c::Expression>>),
    Function(FnSig),
}

/// What the lowering keeps of a variable-length array (or of a parameter declared as one): the
/// variable `size_bytes` holding its size in bytes (`sizeof`), and for each dimension after the
/// first the variable holding its length as evaluated at the declaration (the strides of
/// `a[i][j]`).
#[derive(Clone, Debug)]
pub(crate) struct Vla {
    /// `None` for a parameter, which is a pointer (`sizeof` gives the pointer's size).
    pub(crate) size_bytes: Option<VarId>,
    pub(crate) inner_dims: Vec<VarId>,
}

pub(crate) struct SwitchCtx {
    ty: TypeId,
    /// (low, high, target) for `case low ... high:` (low == high for plain cases).
    cases: Vec<(i128, i128, LocId)>,
    default: Option<LocId>,
}

/// The function whose body is being lowered.
pub(crate) struct FnBuilder {
    id: FuncId,
    f: Function,
    cur: LocId,
    breaks: Vec<LocId>,
    continues: Vec<LocId>,
    switches: Vec<SwitchCtx>,
    /// Label name → (location, defined yet, span of first use).
    labels: HashMap<String, (LocId, bool, CSpan)>,
    local_names: HashMap<String, u32>,
    /// The automatic variables in scope at the current point, innermost last (`true`: a
    /// variable-length array), and where each open block's variables begin.
    live: Vec<(VarId, bool)>,
    live_marks: Vec<usize>,
    /// The automatic variables in scope at each label (`goto` labels, `case`, `default`).
    label_live: HashMap<LocId, Vec<(VarId, bool)>>,
    /// `goto`s, resolved when the function ends (their labels may come later).
    gotos: Vec<PendingJump>,
    /// A variadic function's argument area (its hidden last parameter, see `variadic.rs`).
    va_area: Option<VarId>,
    /// GNU labels as values: the labels whose address is taken (`&&l`), in order: label `k`'s
    /// address is `&f$labels[k]`, a one-object-per-function code block.
    label_addresses: Vec<String>,
    /// `goto *e`: (where, the address in a temporary, the variables in scope, span), each
    /// dispatched over `label_addresses` when the function ends.
    computed_gotos: Vec<(LocId, Expr, Vec<(VarId, bool)>, CSpan)>,
    lifetimes: Lifetimes,
}

/// What the lowering of a function needs to start and end the lifetimes of the automatic
/// variables of its nested blocks (`EdgeKind::Lifetime`). The variables of the body's own block
/// live as long as the call (and `main`'s are still live when it returns, as SV-COMP's
/// memtrack reads it), so only deeper blocks are tracked.
#[derive(Default)]
pub(crate) struct Lifetimes {
    /// Blocks deeper than this many open scopes are tracked (0: the function is not built from
    /// a definition, nothing is tracked).
    from_depth: usize,
    /// The open blocks, innermost last, and the next block's number.
    blocks: Vec<u32>,
    next_block: u32,
    /// The block of each tracked variable, and which of them are variable-length arrays.
    var_block: HashMap<VarId, u32>,
    vlas: std::collections::HashSet<VarId>,
    /// The open blocks at each label.
    label_blocks: HashMap<LocId, Vec<u32>>,
    /// How many variables were in scope where each enclosing `break` and `continue` target is.
    break_live: Vec<usize>,
    continue_live: Vec<usize>,
}

impl FnBuilder {
    /// A builder that adds to a finished function from `cur`.
    pub(crate) fn resume(id: FuncId, f: Function, cur: LocId) -> FnBuilder {
        FnBuilder {
            id,
            f,
            cur,
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            local_names: HashMap::new(),
            live: Vec::new(),
            live_marks: Vec::new(),
            label_live: HashMap::new(),
            gotos: Vec::new(),
            va_area: None,
            label_addresses: Vec::new(),
            computed_gotos: Vec::new(),
            lifetimes: Lifetimes::default(),
        }
    }
}

/// A jump whose target's scope is not known yet: `pad → target` becomes the havoc of the
/// variables the jump brings into scope, then the target.
pub(crate) struct PendingJump {
    pad: LocId,
    target: LocId,
    live: Vec<(VarId, bool)>,
    span: CSpan,
}

pub(crate) struct Lowerer<'s> {
    source: &'s Source,
    /// The function definitions of the translation unit, in order.
    definitions: Vec<&'s Node<c::FunctionDefinition>>,
    /// Functions defined in included files whose CFA was reserved by a call: (id, definition).
    pending: Vec<(FuncId, usize)>,
    p: Program,
    scopes: Vec<Scope>,
    fns: Vec<FnDecl>,
    fb: Option<FnBuilder>,
    strings: HashMap<Vec<u8>, VarId>,
    anon_structs: u32,
    global_names: HashMap<String, u32>,
    /// Variable-length arrays, represented as pointers to their block's first element.
    vlas: HashMap<VarId, Vla>,
    /// While initialising an object known to be zero: zero values need no store.
    init_over_zero: bool,
    /// Struct definitions nested in a struct's members, defined before it (by span).
    predefined: HashMap<(usize, usize), TypeId>,
    /// Functions whose address is taken, with their code objects, in order.
    fn_objects: Vec<(usize, VarId)>,
    /// gcc's `aligned(N)` on functions (by name): their code objects' alignment, `__alignof__`.
    fn_aligns: HashMap<String, u64>,
    /// Calls through function pointers, dispatched when every body is lowered.
    indirect_calls: Vec<fnptr::IndirectCall>,
    /// Warnings about the program, in the order found (duplicates removed at the end).
    warnings: Vec<Diagnostic>,
    /// gcc's `__builtin_va_list`, once made (see `variadic.rs`).
    va_list_ty: Option<TypeId>,
    /// Inside `dry` (nothing emitted is kept).
    dry_depth: u32,
    /// The globals the C library model defines (kept only when the program uses them).
    model_globals: Vec<VarId>,
    /// Whether `packed` and `aligned` attributes are translated where they are being checked
    /// (struct and union types, their members, objects).
    layout_attributes_here: bool,
    /// The function whose static local is being initialised (as a global, `fb` being `None`).
    suspended_fb: Option<FnBuilder>,
    /// Whether gcc's `mode` attribute is applied where it is being checked.
    mode_here: bool,
    /// Enum tags referenced before their definition (given `unsigned int`).
    forward_enums: Vec<String>,
    /// Functions declared `_Noreturn` or `noreturn` by a declaration that is not a definition.
    /// Keyed by the unit for a `static` declaration (its own function), by none otherwise.
    noreturn_names: std::collections::HashSet<(Option<usize>, String)>,
    /// The `Terminate(Exit)` edges of calls of `exit`, which run the atexit handlers.
    exit_edges: Vec<(FuncId, effigy_ir::EdgeId)>,
    /// The translation unit being lowered; its file scope is `scopes[0]`.
    tu: usize,
    /// More than one unit: only then is there linking to prepare (a program of one file keeps
    /// no struct sites and makes no pre-scan).
    several_units: bool,
    /// The file scopes of the other translation units (the current one's slot is empty).
    tu_scopes: Vec<Scope>,
    /// The translation unit of each function definition (parallel to `definitions`).
    def_tu: Vec<usize>,
    /// Names of external linkage (objects and functions declared without `static` at file
    /// scope, or `extern` in a block): one object or function in every translation unit.
    linked: HashMap<String, Binding>,
    /// Where each file-scope struct or union type was introduced (its text and position, with
    /// the unit that did): the same header's `struct S` in another unit is the same type.
    tag_sites: HashMap<(Position, String), Vec<(effigy_ir::StructId, usize)>>,
    /// How many functions of each name there are (a `static` function of one file may share its
    /// name with another's: the second is `name.1`).
    fn_names: HashMap<String, u32>,
    /// The unit that defined each object of external linkage (one definition).
    defined_in: HashMap<VarId, usize>,
    /// Objects of external linkage declared (`extern`, no initialiser) outside the C library
    /// model, with where: one no unit defines and the model does not either has no known value.
    pub(crate) declared_extern: Vec<(VarId, String, CSpan)>,
    /// Objects the C library model defines (`stdout`, `stdin`, …).
    pub(crate) model_defined: std::collections::HashSet<VarId>,
    /// The names each unit of the program (not the C library model) defines at file scope
    /// without `static`, with the units: a header's `extern` declaration of one another unit
    /// defines is that object, not an unavailable object of the C library.
    program_defines: HashMap<String, Vec<usize>>,
    /// The functions each unit declared `static` (a later declaration without `static` is the
    /// same function, of internal linkage).
    static_functions: std::collections::HashSet<(usize, String)>,
}

/// Lowers parsed translation units (of one text, `source`) as one program, linked as C links
/// them; the C library model is part of the last.
pub fn lower_units<'s>(
    source: &'s Source,
    units: &'s [c::TranslationUnit],
    data_model: DataModel,
) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut lw = Lowerer {
        source,
        definitions: Vec::new(),
        pending: Vec::new(),
        p: Program::new(data_model),
        scopes: vec![Scope::default()],
        fns: Vec::new(),
        fb: None,
        strings: HashMap::new(),
        anon_structs: 0,
        global_names: HashMap::new(),
        vlas: Default::default(),
        init_over_zero: false,
        predefined: HashMap::new(),
        fn_objects: Vec::new(),
        fn_aligns: HashMap::new(),
        indirect_calls: Vec::new(),
        warnings: Vec::new(),
        va_list_ty: None,
        dry_depth: 0,
        noreturn_names: Default::default(),
        model_globals: Vec::new(),
        layout_attributes_here: false,
        mode_here: false,
        suspended_fb: None,
        forward_enums: Vec::new(),
        exit_edges: Vec::new(),
        tu: 0,
        several_units: units.len() > 1,
        tu_scopes: Vec::new(),
        def_tu: Vec::new(),
        linked: HashMap::new(),
        tag_sites: HashMap::new(),
        fn_names: HashMap::new(),
        defined_in: HashMap::new(),
        declared_extern: Vec::new(),
        model_defined: std::collections::HashSet::new(),
        program_defines: Default::default(),
        static_functions: Default::default(),
    };
    for (t, unit) in units.iter().enumerate().filter(|_| lw.several_units) {
        for ext in &unit.0 {
            let c::ExternalDeclaration::Declaration(d) = &ext.node else { continue };
            if source.position(ext.span.start).file == crate::LIBC_MODEL_FILE {
                continue;
            }
            let storage = decl::storage_class(&d.node.specifiers);
            for init in &d.node.declarators {
                let defines = match storage {
                    None => true,
                    Some(c::StorageClassSpecifier::Extern) => init.node.initializer.is_some(),
                    Some(_) => false,
                };
                if let (true, Some(name)) = (defines, declarator_name(&init.node.declarator)) {
                    lw.program_defines.entry(name).or_default().push(t);
                }
            }
        }
    }
    let mut diags = Vec::new();
    let mut roots = Vec::new();
    for (t, ext) in units.iter().enumerate().flat_map(|(t, u)| u.0.iter().map(move |e| (t, e))) {
        lw.enter_unit(t);
        let in_main = source.in_main_file(ext.span.start);
        match &ext.node {
            c::ExternalDeclaration::Declaration(d) => {
                lw.note_noreturn(d);
                for (names, diag) in lw.global_declaration(d) {
                    if let Some(fatal) = lw.declaration_failed(&names, diag, in_main) {
                        diags.push(fatal);
                    }
                }
            }
            c::ExternalDeclaration::StaticAssert(s) => {
                // A header's static assertion that effigy cannot evaluate constrains nothing
                // the program uses.
                if let Err(d) = lw.static_assert(s) {
                    if in_main {
                        diags.push(d);
                    }
                }
            }
            c::ExternalDeclaration::FunctionDefinition(def) => {
                // The C library model defines what the program does not (it comes last).
                if !in_main && source.position(ext.span.start).file == crate::LIBC_MODEL_FILE {
                    let name = declarator_name(&def.node.declarator);
                    let taken = name.as_ref().is_some_and(|n| match lw.scopes[0].names.get(n).or_else(|| lw.linked.get(n)) {
                        Some(Binding::Function(i)) => lw.fns[*i].defined(),
                        None => false,
                        Some(_) => true,
                    });
                    if taken {
                        continue;
                    }
                }
                let k = lw.definitions.len();
                lw.definitions.push(def);
                lw.def_tu.push(t);
                match lw.declare_definition(def, k, in_main) {
                    Ok(Some(fid)) => roots.push((fid, k)),
                    Ok(None) => {}
                    Err(d) if in_main || d.message.contains(decl::RUNS_OUTSIDE_MAIN) || d.message.contains(decl::FILES_DISAGREE) => {
                        diags.push(d)
                    }
                    Err(d) => {
                        if let Some(name) = declarator_name(&def.node.declarator) {
                            let u = Rc::new(Unavailable { diag: d, external_object: false, in_main: false });
                            lw.scopes[0].names.insert(name, Binding::Unavailable(u));
                        }
                    }
                }
            }
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    lw.link_external_objects();
    // A function whose address a file-scope initialiser took before its definition (the C
    // library model's definitions come last) gets its body too.
    for (idx, _) in lw.fn_objects.clone() {
        lw.function_id(idx);
    }
    for (fid, k) in roots {
        lw.enter_unit(lw.def_tu[k]);
        if let Err(d) = lw.function_body(fid, lw.definitions[k]) {
            diags.push(d);
            lw.fb = None;
            lw.scopes.truncate(1);
        }
    }
    // Functions of included files, as the lowered ones call them (the list grows); with
    // atexit, the model's function that runs the handlers too.
    let mut i = 0;
    loop {
        while i < lw.pending.len() {
            let (fid, k) = lw.pending[i];
            i += 1;
            lw.enter_unit(lw.def_tu[k]);
            if let Err(d) = lw.function_body(fid, lw.definitions[k]) {
                diags.push(d);
                lw.fb = None;
                lw.scopes.truncate(1);
            }
        }
        if !lw.reserve_atexit_runner() {
            break;
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // Every function whose address is taken has been lowered with the bodies above.
    if let Err(d) = lw.dispatch_indirect_calls() {
        return Err(vec![d]);
    }
    if let Some(d) = lw.undefined_external_object() {
        return Err(vec![d]);
    }
    lw.run_atexit_handlers_at_exit();
    lw.drop_unused_model_globals();
    for f in lw.p.functions.iter_mut() {
        f.compact();
    }
    if cfg!(debug_assertions) {
        if let Err(errors) = effigy_ir::verify::verify_program(&lw.p) {
            return Err(vec![Diagnostic::error(
                format!("internal error: the lowered program violates IR invariants:\n{}", errors.join("\n")),
                None,
            )]);
        }
    }
    // Declarations are read more than once (a definition's in both passes): one warning each.
    let mut warnings: Vec<Diagnostic> = Vec::new();
    for w in lw.warnings {
        if !warnings.contains(&w) {
            warnings.push(w);
        }
    }
    Ok((lw.p, warnings))
}

impl<'s> Lowerer<'s> {
    /// Makes translation unit `t`'s file scope the current one (between declarations and
    /// function bodies, when only the file scope is open).
    fn enter_unit(&mut self, t: usize) {
        if t == self.tu {
            return;
        }
        debug_assert_eq!(self.scopes.len(), 1, "a unit is entered at file scope");
        let n = self.tu_scopes.len().max(t + 1).max(self.tu + 1);
        self.tu_scopes.resize_with(n, Scope::default);
        let current = std::mem::take(&mut self.scopes[0]);
        self.tu_scopes[self.tu] = current;
        self.scopes[0] = std::mem::take(&mut self.tu_scopes[t]);
        self.tu = t;
    }

    /// An object the program declares `extern` and uses, which no unit defines and the C
    /// library model does not either (`extern char **environ;`): its value is unknown (a file
    /// is missing, or the C library's object effigy does not model), and reading it as zero
    /// would decide paths the real program takes otherwise.
    fn undefined_external_object(&self) -> Option<Diagnostic> {
        let mut used = self.vars_used_by_functions();
        for init in &self.p.global_inits {
            init.rhs.for_each_var(&mut |v| {
                used.insert(v);
            });
        }
        let (_, name, span) = self
            .declared_extern
            .iter()
            .find(|(v, ..)| used.contains(v) && !self.defined_in.contains_key(v) && !self.model_defined.contains(v))?;
        Some(self.unsupported(
            *span,
            &format!(
                "the external object '{name}' is defined by no file of the program nor by effigy's C library model: its value is unknown"
            ),
        ))
    }

    /// After every unit's declarations: an object a header declares `extern` (unavailable in a
    /// unit that does not define it) is the object another unit defines.
    fn link_external_objects(&mut self) {
        let linked = &self.linked;
        for scope in std::iter::once(&mut self.scopes[0]).chain(self.tu_scopes.iter_mut()) {
            for (name, binding) in scope.names.iter_mut() {
                if let (Binding::Unavailable(u), Some(Binding::Var(v))) = (&*binding, linked.get(name)) {
                    if u.external_object {
                        *binding = Binding::Var(*v);
                    }
                }
            }
        }
    }

    /// A function of external linkage by name: as this unit declares it, else as another unit
    /// (the C library model's, which the lowering calls by name) does.
    pub(crate) fn linked_function(&self, name: &str) -> Option<usize> {
        match self.scopes[0].names.get(name).or_else(|| self.linked.get(name)) {
            Some(Binding::Function(i)) => Some(*i),
            _ => None,
        }
    }

    /// The object of external linkage `name` another unit declared, bound in this unit's file
    /// scope when this unit has not declared the name.
    pub(crate) fn adopt_linked_object(&mut self, name: &str) {
        if self.scopes[0].names.contains_key(name) {
            return;
        }
        if let Some(Binding::Var(v)) = self.linked.get(name) {
            let v = *v;
            self.scopes[0].names.insert(name.to_string(), Binding::Var(v));
        }
    }

    /// Whether a unit other than this one defines the object `name` (not `static`).
    pub(crate) fn defined_in_another_unit(&self, name: &str) -> bool {
        self.program_defines.get(name).is_some_and(|units| units.iter().any(|&t| t != self.tu))
    }

    /// Records a new object of external linkage.
    pub(crate) fn link_object(&mut self, name: &str, v: VarId) {
        self.linked.entry(name.to_string()).or_insert(Binding::Var(v));
    }

    /// One definition of an object of external linkage: a definition in a second unit is an
    /// error (as the linker's "multiple definition").
    pub(crate) fn note_defined(&mut self, name: &str, v: VarId, span: CSpan) -> LResult<()> {
        match self.defined_in.get(&v) {
            Some(&t) if t != self.tu => Err(self.error(span, format!("multiple definition of '{name}' (another file defines it too)"))),
            _ => {
                self.defined_in.insert(v, self.tu);
                Ok(())
            }
        }
    }

    /// The struct or union another unit introduced by the same reference (`struct node` at the
    /// same place of the same header), if any.
    pub(crate) fn shared_reference(&self, span: CSpan) -> Option<effigy_ir::StructId> {
        if !self.several_units || self.scopes.len() != 1 || self.fb.is_some() || span.is_none() {
            return None;
        }
        let key = (self.source.position(span.start), self.source.text.get(span.start..span.end)?.to_string());
        self.tag_sites.get(&key)?.iter().find(|&&(_, t)| t != self.tu).map(|&(id, _)| id)
    }

    /// Whether struct `s` was introduced by another unit.
    pub(crate) fn shared_from_other_unit(&self, s: effigy_ir::StructId) -> bool {
        self.tag_sites.values().flatten().any(|&(id, t)| id == s && t != self.tu)
    }

    /// A struct or union another unit defined at this file-scope site (the same header's
    /// definition, with the same text) with the same layout as `new`, just defined here.
    pub(crate) fn shared_tag_site(&self, span: CSpan, new: effigy_ir::StructId) -> Option<effigy_ir::StructId> {
        if !self.several_units || self.scopes.len() != 1 || self.fb.is_some() || span.is_none() {
            return None;
        }
        let key = (self.source.position(span.start), self.source.text.get(span.start..span.end)?.to_string());
        self.tag_sites.get(&key)?.iter().find(|&&(id, t)| t != self.tu && id != new && self.same_struct(new, id)).map(|&(id, _)| id)
    }

    /// Whether two complete structs (`new` just lowered, `old` another unit's) have the same
    /// layout member for member: names, offsets, bit-fields, and types that are the same type,
    /// or the same up to `new` standing for `old` (a member pointing to its own struct).
    pub(crate) fn same_struct(&self, new: effigy_ir::StructId, old: effigy_ir::StructId) -> bool {
        let (a, b) = (&self.p.types.structs[new.0 as usize], &self.p.types.structs[old.0 as usize]);
        a.complete
            && b.complete
            && a.is_union == b.is_union
            && a.size == b.size
            && a.align == b.align
            && a.fields.len() == b.fields.len()
            && a.fields
                .iter()
                .zip(&b.fields)
                .all(|(x, y)| x.name == y.name && x.offset == y.offset && x.bits == y.bits && self.same_member_type(x.ty, y.ty, new, old))
    }

    fn same_member_type(&self, x: TypeId, y: TypeId, new: effigy_ir::StructId, old: effigy_ir::StructId) -> bool {
        if x == y {
            return true;
        }
        match (self.p.types.get(x), self.p.types.get(y)) {
            (TypeData::Struct(a), TypeData::Struct(b)) => *a == new && *b == old,
            (TypeData::Pointer(a), TypeData::Pointer(b)) => self.same_member_type(*a, *b, new, old),
            (TypeData::Array(a, n), TypeData::Array(b, m)) => n == m && self.same_member_type(*a, *b, new, old),
            (TypeData::Function { ret: r1, params: p1, variadic: v1 }, TypeData::Function { ret: r2, params: p2, variadic: v2 }) => {
                v1 == v2
                    && p1.len() == p2.len()
                    && self.same_member_type(*r1, *r2, new, old)
                    && p1.iter().zip(p2).all(|(a, b)| self.same_member_type(*a, *b, new, old))
            }
            _ => false,
        }
    }

    /// Records where a file-scope struct or union type was introduced.
    pub(crate) fn note_tag_site(&mut self, span: CSpan, id: effigy_ir::StructId) {
        if !self.several_units || self.scopes.len() != 1 || self.fb.is_some() || span.is_none() {
            return;
        }
        let Some(text) = self.source.text.get(span.start..span.end) else { return };
        let key = (self.source.position(span.start), text.to_string());
        self.tag_sites.entry(key).or_default().push((id, self.tu));
    }

    // ---- diagnostics and spans ----

    pub(crate) fn error(&self, span: CSpan, message: impl Into<String>) -> Diagnostic {
        let pos = if span.is_none() { None } else { Some(self.source.position(span.start)) };
        Diagnostic::error(message, pos)
    }

    pub(crate) fn warn(&mut self, span: CSpan, message: impl Into<String>) {
        let pos = if span.is_none() { None } else { Some(self.source.position(span.start)) };
        self.warnings.push(Diagnostic::warning(message, pos));
    }

    pub(crate) fn unsupported(&self, span: CSpan, what: &str) -> Diagnostic {
        self.error(span, format!("unsupported: {what}"))
    }

    /// The use of an unavailable name at `span`: the declaration's failure where it is, when the
    /// declaration is in the main file (with the use in the help); else at the use (with the
    /// declaration in the help).
    pub(crate) fn unavailable_use(&self, name: &str, u: &Unavailable, span: CSpan) -> Diagnostic {
        let describe = |p: &Option<crate::source::Position>| match p {
            Some(p) => format!(" at {}:{}:{}", p.file, p.line, p.column),
            None => String::new(),
        };
        if u.in_main {
            let used = describe(&(!span.is_none()).then(|| self.source.position(span.start)));
            return u.diag.clone().with_help(format!("'{name}' is used{used}"));
        }
        let at = describe(&u.diag.position);
        let help = if u.external_object {
            format!("'{name}' is declared{at} and defined outside the program: effigy does not know its value")
        } else {
            format!("'{name}' is declared{at}, where effigy cannot translate it")
        };
        self.error(span, u.diag.message.clone()).with_help(help)
    }

    /// A file-scope declaration of `names` failed with `diag`. Returns the diagnostic when it is
    /// reported at once (an error other than `unsupported:` in the main file, or the failed
    /// definition of an object already declared, which earlier initialisers may point to);
    /// otherwise the names become unavailable.
    fn declaration_failed(&mut self, names: &[String], diag: Diagnostic, in_main: bool) -> Option<Diagnostic> {
        if (in_main && !diag.message.starts_with("unsupported:"))
            || diag.message.contains(decl::RUNS_OUTSIDE_MAIN)
            || diag.message.contains(decl::FILES_DISAGREE)
        {
            return Some(diag);
        }
        if names.iter().any(|n| matches!(self.scopes[0].names.get(n), Some(Binding::Var(_)))) {
            return Some(diag);
        }
        let u = Rc::new(Unavailable { diag, external_object: false, in_main });
        for n in names {
            // A function or typedef declared before keeps its (translatable) declaration.
            if matches!(self.scopes[0].names.get(n), None | Some(Binding::Unavailable(_))) {
                self.scopes[0].names.insert(n.clone(), Binding::Unavailable(u.clone()));
            }
        }
        None
    }

    pub(crate) fn ir_span(&mut self, span: CSpan) -> effigy_ir::Span {
        if span.is_none() {
            return effigy_ir::Span::NONE;
        }
        let pos = self.source.position(span.start);
        let file = self.p.file_id(&pos.file);
        effigy_ir::Span { file, line: pos.line, column: pos.column }
    }

    // ---- scopes ----

    /// At a return of `main`: records the locals of blocks that have ended
    /// (`Program::out_of_scope_at_return`).
    pub(crate) fn note_scope_at_return(&mut self, span: CSpan) {
        let Some(fb) = self.fb.as_ref() else { return };
        if fb.f.name != "main" {
            return;
        }
        let gone: Vec<VarId> =
            fb.f.locals
                .iter()
                .copied()
                .filter(|&v| matches!(self.p.var(v).kind, VarKind::Local(_)) && !fb.live.iter().any(|(l, _)| *l == v))
                .collect();
        if !gone.is_empty() {
            let at = self.ir_span(span);
            self.p.out_of_scope_at_return.push((at, gone));
        }
    }

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
        if let Some(fb) = self.fb.as_mut() {
            fb.live_marks.push(fb.live.len());
            let lt = &mut fb.lifetimes;
            lt.blocks.push(lt.next_block);
            lt.next_block += 1;
        }
    }
    /// Closes the innermost block; control falling out of its end ends its variables' lifetimes.
    pub(crate) fn pop_scope(&mut self) {
        self.scopes.pop();
        if let Some(fb) = self.fb.as_mut() {
            fb.lifetimes.blocks.pop();
            if let Some(m) = fb.live_marks.pop() {
                let ended = self.tracked(m);
                let fb = self.fb.as_mut().unwrap();
                fb.live.truncate(m);
                if !ended.is_empty() {
                    let (cur, to) = (fb.cur, fb.f.new_loc());
                    fb.f.add_edge(cur, to, EdgeKind::Lifetime { vars: ended, starts: false }, effigy_ir::Span::NONE);
                    fb.cur = to;
                }
            }
        }
    }

    /// The tracked variables among those in scope from position `from` of the live list on.
    pub(crate) fn tracked(&self, from: usize) -> Vec<VarId> {
        let fb = self.fb.as_ref().expect("inside a function");
        fb.live[from.min(fb.live.len())..].iter().map(|&(v, _)| v).filter(|v| fb.lifetimes.var_block.contains_key(v)).collect()
    }

    /// Ends, on the way from the current location, the lifetimes of the variables of the
    /// blocks a `break` or `continue` leaves (`live_from`: how many were in scope at its target).
    pub(crate) fn leave_blocks(&mut self, live_from: usize, span: CSpan) -> LResult<()> {
        let ended = self.tracked(live_from);
        if ended.is_empty() {
            return Ok(());
        }
        self.emit(EdgeKind::Lifetime { vars: ended, starts: false }, span)
    }

    /// Where a `break` goes, and how many variables are in scope there.
    pub(crate) fn push_break(&mut self, target: LocId) {
        let fb = self.fb.as_mut().unwrap();
        fb.breaks.push(target);
        fb.lifetimes.break_live.push(fb.live.len());
    }
    pub(crate) fn pop_break(&mut self) {
        let fb = self.fb.as_mut().unwrap();
        fb.breaks.pop();
        fb.lifetimes.break_live.pop();
    }

    /// After the function's body is lowered: the lifetime edges keep only the variables that
    /// live in memory (and, at ends, variable-length arrays), and the function lists its scoped
    /// variables.
    fn finish_lifetimes(&mut self) {
        let fb = self.fb.as_mut().unwrap();
        let vlas = std::mem::take(&mut fb.lifetimes.vlas);
        for e in fb.f.edges.iter_mut() {
            if let EdgeKind::Lifetime { vars, starts } = &mut e.kind {
                let starts = *starts;
                vars.retain(|&v| if vlas.contains(&v) { !starts } else { self.p.var_in_memory(v) });
                if vars.is_empty() {
                    e.kind = EdgeKind::Skip;
                }
            }
        }
        fb.f.set_scoped_from_edges();
    }

    // ---- jumps into scopes ----
    //
    // An automatic variable's value is indeterminate from the entry of its block; a
    // declaration without initialiser makes it indeterminate again each time it is reached
    // (C11 6.2.4p6, 6.8p3). Declarations become `Havoc` edges; a jump (`goto`, the dispatch of
    // a `switch` to its labels) that brings variables into scope without executing their
    // declarations havocs them on the way: those in scope at the target but not at the jump.

    /// Records that an automatic variable is now in scope.
    /// In a nested block, its lifetime starts here (a variable-length array's with its
    /// allocation).
    pub(crate) fn declare_live(&mut self, v: VarId, vla: bool) {
        if let Some(fb) = self.fb.as_mut() {
            fb.live.push((v, vla));
            let lt = &mut fb.lifetimes;
            if lt.from_depth > 0 && lt.blocks.len() > lt.from_depth {
                lt.var_block.insert(v, *lt.blocks.last().unwrap());
                if vla {
                    lt.vlas.insert(v);
                } else {
                    let (cur, to) = (fb.cur, fb.f.new_loc());
                    fb.f.add_edge(cur, to, EdgeKind::Lifetime { vars: vec![v], starts: true }, effigy_ir::Span::NONE);
                    fb.cur = to;
                }
            }
        }
    }

    pub(crate) fn live_vars(&self) -> Vec<(VarId, bool)> {
        self.fb.as_ref().map(|fb| fb.live.clone()).unwrap_or_default()
    }

    /// Records the variables in scope at a label's location.
    pub(crate) fn mark_label_scope(&mut self, target: LocId) {
        let live = self.live_vars();
        let fb = self.fb.as_mut().expect("inside a function");
        fb.label_live.insert(target, live);
        fb.lifetimes.label_blocks.insert(target, fb.lifetimes.blocks.clone());
    }

    /// `pad → target` through the end of the lifetimes of the variables of the blocks the jump
    /// leaves, and the start and havoc of every variable in scope at `target` but not in `live`
    /// (the variables in scope where the jump is made).
    pub(crate) fn jump_into_scope(&mut self, pad: LocId, target: LocId, live: &[(VarId, bool)], span: CSpan) -> LResult<()> {
        let (entered, left): (Vec<(VarId, bool)>, Vec<VarId>) = {
            let fb = self.fb.as_ref().expect("inside a function");
            let at_target = fb.label_live.get(&target).map(Vec::as_slice).unwrap_or(&[]);
            let entered = at_target.iter().filter(|(v, _)| !live.iter().any(|(w, _)| w == v)).copied().collect();
            let lt = &fb.lifetimes;
            let open = lt.label_blocks.get(&target).map(Vec::as_slice).unwrap_or(&[]);
            let left = live.iter().filter_map(|&(v, _)| lt.var_block.get(&v).filter(|b| !open.contains(b)).map(|_| v)).collect();
            (entered, left)
        };
        let mut at = pad;
        if !left.is_empty() {
            let next = self.new_loc();
            self.edge(at, next, EdgeKind::Lifetime { vars: left, starts: false }, span);
            at = next;
        }
        let started: Vec<VarId> = {
            let lt = &self.fb.as_ref().unwrap().lifetimes;
            entered.iter().filter(|(v, vla)| !vla && lt.var_block.contains_key(v)).map(|&(v, _)| v).collect()
        };
        if !started.is_empty() {
            let next = self.new_loc();
            self.edge(at, next, EdgeKind::Lifetime { vars: started, starts: true }, span);
            at = next;
        }
        for (v, vla) in entered {
            if vla {
                let name = self.p.var(v).name.clone();
                return Err(self.error(span, format!("jump into the scope of the variable-length array '{name}'")));
            }
            let next = self.new_loc();
            let ty = self.p.var(v).ty;
            self.edge(at, next, EdgeKind::Havoc { lhs: Expr::var(ty, v), origin: HavocOrigin::Uninit }, span);
            at = next;
        }
        self.edge(at, target, EdgeKind::Skip, span);
        Ok(())
    }
    pub(crate) fn lookup(&self, name: &str) -> Option<&Binding> {
        self.scopes.iter().rev().find_map(|s| s.names.get(name))
    }
    pub(crate) fn bind(&mut self, name: &str, b: Binding) {
        self.scopes.last_mut().expect("a scope").names.insert(name.to_string(), b);
    }
    pub(crate) fn lookup_tag(&self, name: &str) -> Option<Tag> {
        self.scopes.iter().rev().find_map(|s| s.tags.get(name).cloned())
    }
    pub(crate) fn in_function(&self) -> bool {
        self.fb.is_some()
    }

    // ---- CFA construction ----

    fn fb(&mut self, span: CSpan) -> LResult<&mut FnBuilder> {
        if self.fb.is_none() {
            return Err(self.error(span, "initializer element is not a constant expression"));
        }
        Ok(self.fb.as_mut().unwrap())
    }

    pub(crate) fn new_loc(&mut self) -> LocId {
        self.fb.as_mut().expect("inside a function").f.new_loc()
    }
    pub(crate) fn cur(&self) -> LocId {
        self.fb.as_ref().expect("inside a function").cur
    }
    pub(crate) fn set_cur(&mut self, l: LocId) {
        self.fb.as_mut().expect("inside a function").cur = l;
    }
    /// Adds an edge `from → to`.
    /// A coverage goal: reaching `l` (see `effigy_ir::Function::goals`).
    pub(crate) fn goal(&mut self, l: LocId, span: CSpan) {
        let s = self.ir_span(span);
        self.fb.as_mut().expect("inside a function").f.add_goal(l, s);
    }
    pub(crate) fn edge(&mut self, from: LocId, to: LocId, kind: EdgeKind, span: CSpan) {
        let s = self.ir_span(span);
        self.fb.as_mut().expect("inside a function").f.add_edge(from, to, kind, s);
    }
    /// Appends an edge at the current location and moves to its target.
    pub(crate) fn emit(&mut self, kind: EdgeKind, span: CSpan) -> LResult<()> {
        let s = self.ir_span(span);
        let fb = self.fb(span)?;
        let to = fb.f.new_loc();
        fb.f.add_edge(fb.cur, to, kind, s);
        fb.cur = to;
        Ok(())
    }
    /// Ends the current path with `kind` (an error or termination) and continues at a fresh,
    /// unreachable location.
    pub(crate) fn emit_final(&mut self, kind: EdgeKind, span: CSpan) -> LResult<()> {
        self.emit(kind, span)?;
        let dead = self.new_loc();
        self.set_cur(dead);
        Ok(())
    }
    /// Jumps from the current location to `target` and continues at a fresh, unreachable one.
    pub(crate) fn jump(&mut self, target: LocId, span: CSpan) {
        let cur = self.cur();
        self.edge(cur, target, EdgeKind::Skip, span);
        let dead = self.new_loc();
        self.set_cur(dead);
    }

    /// A fresh name for a variable of the current function.
    fn local_name(&mut self, base: &str) -> String {
        let fb = self.fb.as_mut().expect("inside a function");
        let n = fb.local_names.entry(base.to_string()).or_insert(0);
        *n += 1;
        if *n == 1 {
            base.to_string()
        } else {
            format!("{base}.{}", *n - 1)
        }
    }
    /// A function's name in the program: its own, or `name.N` for the N-th other function of
    /// that name (`static` functions of different files).
    fn function_name(&mut self, base: &str) -> String {
        let n = self.fn_names.entry(base.to_string()).or_insert(0);
        *n += 1;
        if *n == 1 {
            base.to_string()
        } else {
            format!("{base}.{}", *n - 1)
        }
    }

    pub(crate) fn global_name(&mut self, base: &str) -> String {
        let n = self.global_names.entry(base.to_string()).or_insert(0);
        *n += 1;
        if *n == 1 {
            base.to_string()
        } else {
            format!("{base}.{}", *n - 1)
        }
    }

    pub(crate) fn new_local(&mut self, name: &str, ty: TypeId, kind: fn(FuncId) -> VarKind) -> VarId {
        let name = self.local_name(name);
        let fid = self.fb.as_ref().expect("inside a function").id;
        let v = self.p.add_var(VarInfo { name, ty, kind: kind(fid), address_taken: false });
        self.fb.as_mut().unwrap().f.locals.push(v);
        v
    }
    /// A fresh temporary of the current function.
    pub(crate) fn temp(&mut self, ty: TypeId, span: CSpan) -> LResult<Expr> {
        self.fb(span)?;
        let v = self.new_local("tmp", ty, VarKind::Temp);
        Ok(Expr::var(ty, v))
    }
    pub(crate) fn new_global(&mut self, name: &str, ty: TypeId) -> VarId {
        let name = self.global_name(name);
        self.p.add_var(VarInfo { name, ty, kind: VarKind::Global, address_taken: false })
    }

    /// Marks the variable under an lvalue as address-taken.
    pub(crate) fn mark_address_taken(&mut self, lv: &Expr) {
        match &lv.kind {
            ExprKind::Var(v) => self.p.vars[v.0 as usize].address_taken = true,
            ExprKind::Field(b, _) | ExprKind::Index(b, _) => self.mark_address_taken(b),
            _ => {}
        }
    }

    // ---- types ----

    pub(crate) fn size_t(&self) -> TypeId {
        self.p.types.uintptr()
    }
    pub(crate) fn const_of(&mut self, ty: TypeId, v: i128) -> Expr {
        let mask = self.p.types.scalar_int(ty).map(|it| it.mask()).unwrap_or(u64::MAX);
        Expr::constant(ty, (v as u64) & mask)
    }
    pub(crate) fn int_const(&mut self, v: i128) -> Expr {
        self.const_of(TypeTable::I32, v)
    }
    pub(crate) fn const_int_value(&self, e: &Expr) -> Option<i128> {
        const_value(&self.p.types, e)
    }
    /// An array, struct or union type (a complex type, a struct in the IR, is arithmetic).
    pub(crate) fn is_aggregate(&self, ty: TypeId) -> bool {
        match self.p.types.get(ty) {
            TypeData::Array(..) => true,
            TypeData::Struct(_) => !self.is_complex(ty),
            _ => false,
        }
    }
    pub(crate) fn ty_name(&self, ty: TypeId) -> String {
        self.p.types.display(ty).to_string()
    }

    fn static_assert(&mut self, s: &Node<c::StaticAssert>) -> LResult<()> {
        let saved = self.fb.take();
        let v = self.rvalue(&s.node.expression);
        self.fb = saved;
        let v = v?;
        match self.const_int_value(&v) {
            Some(0) => Err(self.error(s.span, "static assertion failed")),
            Some(_) => Ok(()),
            None => Err(self.error(s.span, "static assertion expression is not an integer constant")),
        }
    }

    // ---- functions ----

    /// Pass 1 for a function definition (number `k`): declares its signature and, for a
    /// definition of the main file, reserves its CFA (returned); a definition of an included
    /// file gets its CFA when it is first called.
    fn declare_definition(&mut self, def: &Node<c::FunctionDefinition>, k: usize, in_main: bool) -> LResult<Option<FuncId>> {
        let d = &def.node;
        let base = self.specifiers_type(&decl::decl_type_specifiers(&d.specifiers), def.span)?;
        // `aligned(N)` on a function places its code (see `fn_aligns`).
        let saved = std::mem::replace(&mut self.layout_attributes_here, true);
        let checked = self.check_decl_specifiers(&d.specifiers);
        self.layout_attributes_here = saved;
        checked?;
        let (_, aligned) = self.specifier_layout_attributes(&d.specifiers)?;
        let (name, declared) = self.declarator(base, &d.declarator)?;
        if let (Some((n, _)), true) = (&name, aligned > 0) {
            let a = self.fn_aligns.entry(n.clone()).or_insert(0);
            *a = (*a).max(aligned);
        }
        let Some((name, _)) = name else {
            return Err(self.error(def.span, "function definition without a name"));
        };
        let Declared::Function(mut sig) = declared else {
            return Err(self.error(def.span, format!("'{name}' is defined like a function but is not declared as one")));
        };
        self.kr_parameters(&mut sig, &d.declarations)?;
        let internal = matches!(decl::storage_class(&d.specifiers), Some(c::StorageClassSpecifier::Static));
        if internal {
            self.static_functions.insert((self.tu, name.clone()));
        }
        let idx = self.declare_function(&name, &sig, def.span, internal)?;
        if self.fns[idx].defined() {
            return Err(self.error(def.span, format!("redefinition of function '{name}'")));
        }
        // The definition's signature is authoritative.
        self.fns[idx].ret = sig.ret;
        self.fns[idx].params = sig.params.iter().map(|p| p.1).collect();
        self.fns[idx].variadic = sig.variadic;
        self.fns[idx].prototyped = true;
        self.fns[idx].old_style = !sig.prototyped;
        // `main` is a root wherever it is defined.
        if !in_main && name != "main" {
            self.fns[idx].deferred = Some(k);
            return Ok(None);
        }
        Ok(Some(self.reserve_function(idx, k)))
    }

    /// The CFA of the function `fns[idx]` defined by definition `k`.
    fn reserve_function(&mut self, idx: usize, k: usize) -> FuncId {
        let fid = FuncId(self.p.functions.len() as u32);
        let span = self.ir_span(self.definitions[k].span);
        let (name, ret) = (self.fns[idx].name.clone(), self.fns[idx].ret);
        self.p.functions.push(Function::new(name, ret, span));
        self.fns[idx].id = Some(fid);
        fid
    }

    /// The CFA of a defined function, reserved (and its body queued) at the first call of a
    /// function defined in an included file.
    pub(crate) fn function_id(&mut self, idx: usize) -> Option<FuncId> {
        if let Some(fid) = self.fns[idx].id {
            return Some(fid);
        }
        let k = self.fns[idx].deferred?;
        let fid = self.reserve_function(idx, k);
        self.pending.push((fid, k));
        Some(fid)
    }

    /// Declares (or re-declares) a function at global scope; returns its index in `fns`.
    /// `internal`: declared `static` (internal linkage: this unit's own, not another's).
    pub(crate) fn declare_function(&mut self, name: &str, sig: &FnSig, span: CSpan, internal: bool) -> LResult<usize> {
        let mut existing = match self.scopes[0].names.get(name) {
            Some(Binding::Function(i)) => Some(*i),
            Some(Binding::Unavailable(_)) | None => None,
            Some(_) => return Err(self.error(span, format!("'{name}' redeclared as a different kind of symbol"))),
        };
        if existing.is_none() && !internal {
            match self.linked.get(name) {
                Some(Binding::Function(i)) => {
                    existing = Some(*i);
                    self.scopes[0].names.insert(name.to_string(), Binding::Function(*i));
                }
                Some(_) => return Err(self.error(span, format!("'{name}' is an object in another file, a function here"))),
                None => {}
            }
        }
        if let Some(i) = existing {
            if sig.prototyped && !self.fns[i].prototyped {
                self.fns[i].params = sig.params.iter().map(|p| p.1).collect();
                self.fns[i].variadic = sig.variadic;
                self.fns[i].prototyped = true;
            }
            return Ok(i);
        }
        let i = self.fns.len();
        let unique = self.function_name(name);
        self.fns.push(FnDecl {
            ret: sig.ret,
            // An identifier list outside a definition (`int f(a, b);`) declares no types.
            params: if sig.prototyped { sig.params.iter().map(|p| p.1).collect() } else { Vec::new() },
            variadic: sig.variadic,
            prototyped: sig.prototyped,
            old_style: false,
            id: None,
            deferred: None,
            name: unique,
        });
        self.scopes[0].names.insert(name.to_string(), Binding::Function(i));
        if !internal {
            self.linked.insert(name.to_string(), Binding::Function(i));
        }
        // A block-scope declaration is also visible where it is made.
        if self.scopes.len() > 1 {
            self.bind(name, Binding::Function(i));
        }
        Ok(i)
    }

    /// Pass 2: lowers one function body.
    fn function_body(&mut self, fid: FuncId, def: &Node<c::FunctionDefinition>) -> LResult<()> {
        let d = &def.node;
        let base = self.specifiers_type(&decl::decl_type_specifiers(&d.specifiers), def.span)?;
        let (_, declared) = self.declarator(base, &d.declarator)?;
        let Declared::Function(mut sig) = declared else { unreachable!("checked in pass 1") };
        self.kr_parameters(&mut sig, &d.declarations)?;
        let f =
            std::mem::replace(&mut self.p.functions[fid.0 as usize], Function::new(String::new(), TypeTable::VOID, effigy_ir::Span::NONE));
        let entry = f.entry;
        self.fb = Some(FnBuilder {
            id: fid,
            f,
            cur: entry,
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            local_names: HashMap::new(),
            live: Vec::new(),
            live_marks: Vec::new(),
            label_live: HashMap::new(),
            gotos: Vec::new(),
            va_area: None,
            label_addresses: Vec::new(),
            computed_gotos: Vec::new(),
            lifetimes: Lifetimes::default(),
        });
        self.push_scope();
        for (i, (pname, pty, pspan)) in sig.params.iter().enumerate() {
            let name = match pname {
                Some(n) => n.clone(),
                None => "param".to_string(),
            };
            if self.p.types.size_of(*pty) == 0 && *pty == TypeTable::VOID {
                return Err(self.error(*pspan, "parameter of type void"));
            }
            // The size expressions of a variable-length array parameter are evaluated on entry
            // (C11 6.9.1p10) where the parameter is declared: they see the parameters before it,
            // not a later one that hides a global of the same name. The outermost size only for
            // its effects (the parameter is a pointer; gcc evaluates it), the others into the
            // rows' strides.
            let vla_dims = sig.vla_params.iter().find(|(k, _)| *k == i).map(|(_, dims)| dims);
            let mut inner_dims = Vec::new();
            if let Some(dims) = vla_dims {
                self.effect(&dims[0])?;
                for (k, d) in dims.iter().enumerate().skip(1) {
                    inner_dims.push(self.vla_dimension(&name, k, d)?);
                }
            }
            let v = self.new_local(&name, *pty, VarKind::Param);
            // new_local lists it among the locals; parameters are listed separately.
            let fb = self.fb.as_mut().unwrap();
            fb.f.locals.pop();
            fb.f.params.push(v);
            if !inner_dims.is_empty() {
                self.vlas.insert(v, Vla { size_bytes: None, inner_dims });
            }
            if let Some(n) = pname {
                self.bind(n, Binding::Var(v));
            }
        }
        if sig.variadic {
            self.add_va_area_parameter();
        }
        let body_span = d.statement.span;
        // The body's block stays open until the implicit return at its closing brace, where
        // its own locals are still in scope.
        let body_open = match &d.statement.node {
            c::Statement::Compound(items) => {
                self.push_scope();
                let fb = self.fb.as_mut().unwrap();
                fb.lifetimes.from_depth = fb.lifetimes.blocks.len();
                items.iter().try_for_each(|i| self.block_item(i))?;
                true
            }
            _ => {
                self.statement(&d.statement)?;
                false
            }
        };
        // Falling off the end: `main` returns 0 (C99 5.1.2.2.3); other functions return nothing.
        let end_span = CSpan { start: body_span.end.saturating_sub(1), end: body_span.end };
        self.note_scope_at_return(end_span);
        if body_open {
            self.pop_scope();
        }
        let fb = self.fb.as_ref().unwrap();
        let is_main = fb.f.name == "main";
        let ret = fb.f.ret;
        let exit = fb.f.exit;
        let value = if is_main && self.p.types.is_int(ret) { Some(self.const_of(ret, 0)) } else { None };
        let cur = self.cur();
        self.edge(cur, exit, EdgeKind::Return(value), end_span);
        self.dispatch_computed_gotos()?;
        let fb = self.fb.as_ref().unwrap();
        if let Some((name, (_, _, span))) = fb.labels.iter().find(|(_, (_, defined, _))| !defined) {
            let (name, span) = (name.clone(), *span);
            return Err(self.error(span, format!("use of undeclared label '{name}'")));
        }
        for j in std::mem::take(&mut self.fb.as_mut().unwrap().gotos) {
            self.jump_into_scope(j.pad, j.target, &j.live, j.span)?;
        }
        self.pop_scope();
        self.finish_lifetimes();
        let mut fb = self.fb.take().unwrap();
        if self.is_noreturn(def) {
            // A `_Noreturn` (or `noreturn`) function that returns: undefined (C11 6.7.4p8).
            for e in fb.f.edges.iter_mut() {
                if matches!(e.kind, EdgeKind::Return(_)) {
                    e.kind = EdgeKind::Undefined(format!("the function '{}', declared not to return, returned", fb.f.name));
                }
            }
        }
        self.p.functions[fid.0 as usize] = fb.f;
        Ok(())
    }

    /// The variables some edge of a lowered function reads or writes.
    fn vars_used_by_functions(&self) -> std::collections::HashSet<VarId> {
        let mut used = std::collections::HashSet::new();
        for f in &self.p.functions {
            for e in &f.edges {
                e.kind.for_each_expr(&mut |x| {
                    x.for_each_var(&mut |v| {
                        used.insert(v);
                    })
                });
            }
        }
        used
    }

    /// The C library model's globals (`stdout`, atexit's handlers, …) that no lowered function
    /// uses, directly or through another global's initialiser, are not part of the program.
    fn drop_unused_model_globals(&mut self) {
        if self.model_globals.is_empty() {
            return;
        }
        let mut used = self.vars_used_by_functions();
        // Globals other than the model's are kept: what their initialisers use is used.
        for &g in &self.p.globals {
            if !self.model_globals.contains(&g) {
                used.insert(g);
            }
        }
        loop {
            let before = used.len();
            for init in &self.p.global_inits {
                let mut root = None;
                init.lhs.for_each_var(&mut |v| {
                    root.get_or_insert(v);
                });
                if root.is_some_and(|r| used.contains(&r)) {
                    init.rhs.for_each_var(&mut |v| {
                        used.insert(v);
                    });
                }
            }
            if used.len() == before {
                break;
            }
        }
        let unused: Vec<VarId> = self.model_globals.iter().copied().filter(|v| !used.contains(v)).collect();
        self.p.globals.retain(|g| !unused.contains(g));
        self.p.global_inits.retain(|init| {
            let mut root = None;
            init.lhs.for_each_var(&mut |v| {
                root.get_or_insert(v);
            });
            !root.is_some_and(|r| unused.contains(&r))
        });
    }

    /// Remembers the functions a file-scope declaration says do not return.
    fn note_noreturn(&mut self, d: &Node<c::Declaration>) {
        let attr = |exts: &[Node<c::Extension>]| {
            exts.iter().any(|e| matches!(&e.node, c::Extension::Attribute(a) if a.name.node.trim_matches('_') == "noreturn"))
        };
        let all = d.node.specifiers.iter().any(|s| match &s.node {
            c::DeclarationSpecifier::Function(f) => f.node == c::FunctionSpecifier::Noreturn,
            c::DeclarationSpecifier::Extension(exts) => attr(exts),
            _ => false,
        });
        let is_static = matches!(decl::storage_class(&d.node.specifiers), Some(c::StorageClassSpecifier::Static));
        for init in &d.node.declarators {
            let Some(n) = declarator_name(&init.node.declarator) else { continue };
            // Of internal linkage: declared `static` here or before in this unit.
            let internal = is_static || self.static_functions.contains(&(self.tu, n.clone()));
            if is_static {
                self.static_functions.insert((self.tu, n.clone()));
            }
            if all || attr(&init.node.declarator.node.extensions) {
                self.noreturn_names.insert((internal.then_some(self.tu), n));
            }
        }
    }

    /// Whether a definition, or an earlier declaration of its name, says the function does not
    /// return (`_Noreturn`, `__attribute__((noreturn))`).
    fn is_noreturn(&self, def: &Node<c::FunctionDefinition>) -> bool {
        let d = &def.node;
        let attr = |exts: &[Node<c::Extension>]| {
            exts.iter().any(|e| matches!(&e.node, c::Extension::Attribute(a) if a.name.node.trim_matches('_') == "noreturn"))
        };
        let in_specifiers = d.specifiers.iter().any(|s| match &s.node {
            c::DeclarationSpecifier::Function(f) => f.node == c::FunctionSpecifier::Noreturn,
            c::DeclarationSpecifier::Extension(exts) => attr(exts),
            _ => false,
        });
        // A `static` definition is its unit's own function; one without `static` may be an
        // earlier `static` declaration's of this unit, or the external function.
        let internal = matches!(decl::storage_class(&d.specifiers), Some(c::StorageClassSpecifier::Static))
            || declarator_name(&d.declarator).is_some_and(|n| self.static_functions.contains(&(self.tu, n)));
        in_specifiers
            || attr(&d.declarator.node.extensions)
            || declarator_name(&d.declarator).is_some_and(|n| {
                let key = (Some(self.tu), n);
                self.noreturn_names.contains(&key) || (!internal && self.noreturn_names.contains(&(None, key.1)))
            })
    }

    /// The variable with this name in the innermost scope, if any.
    pub(crate) fn global_var(&self, name: &str) -> Option<VarId> {
        match self.scopes[0].names.get(name) {
            Some(Binding::Var(v)) => Some(*v),
            _ => None,
        }
    }

    pub(crate) fn push_global_init(&mut self, lhs: Expr, rhs: Expr) {
        self.p.global_inits.push(GlobalInit { lhs, rhs });
    }

    pub(crate) fn error_edge(name: &str) -> EdgeKind {
        match name {
            "__assert_fail" | "__assert_perror_fail" | "__assert" | "assert" => EdgeKind::Error(ErrorKind::AssertFail),
            _ => EdgeKind::Error(ErrorKind::ReachError(name.to_string())),
        }
    }

    pub(crate) fn havoc_input(&mut self, ty: TypeId, name: &str, span: CSpan) -> LResult<Expr> {
        let t = self.temp(ty, span)?;
        self.emit(EdgeKind::Havoc { lhs: t.clone(), origin: HavocOrigin::Input(name.to_string()) }, span)?;
        Ok(t)
    }
}

/// The name a declarator declares, read from the syntax (also when its type cannot be
/// translated).
pub(crate) fn declarator_name(d: &Node<c::Declarator>) -> Option<String> {
    match &d.node.kind.node {
        c::DeclaratorKind::Abstract => None,
        c::DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        c::DeclaratorKind::Declarator(inner) => declarator_name(inner),
    }
}
