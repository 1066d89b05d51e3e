//! C's syntax: the abstract syntax tree of a preprocessed translation unit, its lexer and its
//! parser — C11 with the C89 forms gcc still accepts (implicit `int`, K&R definitions) and the
//! GNU extensions real code and gcc's own test suite use (attributes, `asm`, statement
//! expressions, `typeof`, case ranges, range designators, `__builtin_va_arg`,
//! `__builtin_offsetof`, `__builtin_types_compatible_p`, `__extension__`, `a ?: b`, labels as
//! values, `__real__`/`__imag__`).
//!
//! The tree follows C11's grammar (the names of its productions, clause numbers in the docs);
//! every node carries its [`Span`], byte offsets into the preprocessed text. The parser is a
//! recursive descent over tokens that tracks which identifiers name types (C's grammar is not
//! context free without it). A GNU extension effigy deliberately does not support (nested
//! functions) is a syntax error saying so.

mod lex;
mod parse;

pub use parse::{parse_expression, parse_translation_unit, parse_translation_units, SyntaxError};

/// A range of byte offsets into the preprocessed text; `Span::none()` for synthesised nodes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn span(start: usize, end: usize) -> Span {
        Span { start, end }
    }
    pub fn none() -> Span {
        Span { start: usize::MAX, end: usize::MAX }
    }
    pub fn is_none(&self) -> bool {
        self.start == usize::MAX && self.end == usize::MAX
    }
}

/// A syntax tree node and where it is.
#[derive(Debug, PartialEq, Clone)]
pub struct Node<T> {
    pub node: T,
    pub span: Span,
}

impl<T> Node<T> {
    pub fn new(node: T, span: Span) -> Node<T> {
        Node { node, span }
    }
}

// ---- 6.4 Lexical elements ----

#[derive(Debug, PartialEq, Eq, Clone)]
pub struct Identifier {
    pub name: String,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum Constant {
    Integer(Integer),
    Float(Float),
    /// The constant as written, prefix and quotes included (`'a'`, `L'\0'`, `'ab'`).
    Character(String),
}

/// An integer constant: its digits without the base prefix (`0x`, `0b`, the octal `0`).
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct Integer {
    pub base: IntegerBase,
    pub number: Box<str>,
    pub suffix: IntegerSuffix,
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum IntegerBase {
    Decimal,
    Octal,
    Hexadecimal,
    Binary,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub struct IntegerSuffix {
    pub size: IntegerSize,
    pub unsigned: bool,
    /// GNU `i`/`j`: an imaginary constant.
    pub imaginary: bool,
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
pub enum IntegerSize {
    Int = 0,
    Long,
    LongLong,
}

/// A floating constant: the number as written without its suffix (hexadecimal ones with `0x`).
#[derive(Debug, PartialEq, Eq, Clone)]
pub struct Float {
    pub base: FloatBase,
    pub number: Box<str>,
    pub suffix: FloatSuffix,
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum FloatBase {
    Decimal,
    Hexadecimal,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub struct FloatSuffix {
    pub format: FloatFormat,
    pub imaginary: bool,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum FloatFormat {
    Float,
    Double,
    LongDouble,
    /// `_FloatN`, `_FloatNx` (`f32`, `f64x`, … suffixes).
    TS18661Format(TS18661FloatType),
}

/// Adjacent string literals, each as written (prefix and quotes included).
pub type StringLiteral = Vec<String>;

// ---- 6.5 Expressions ----

#[derive(Debug, PartialEq, Clone)]
pub enum Expression {
    Identifier(Box<Node<Identifier>>),
    Constant(Box<Node<Constant>>),
    StringLiteral(Box<Node<StringLiteral>>),
    GenericSelection(Box<Node<GenericSelection>>),
    Member(Box<Node<MemberExpression>>),
    Call(Box<Node<CallExpression>>),
    CompoundLiteral(Box<Node<CompoundLiteral>>),
    SizeOfTy(Box<Node<SizeOfTy>>),
    SizeOfVal(Box<Node<SizeOfVal>>),
    AlignOf(Box<Node<AlignOf>>),
    UnaryOperator(Box<Node<UnaryOperatorExpression>>),
    Cast(Box<Node<CastExpression>>),
    BinaryOperator(Box<Node<BinaryOperatorExpression>>),
    Conditional(Box<Node<ConditionalExpression>>),
    /// `a, b, c`: two or more operands.
    Comma(Box<Vec<Node<Expression>>>),
    OffsetOf(Box<Node<OffsetOfExpression>>),
    VaArg(Box<Node<VaArgExpression>>),
    /// GNU statement expression `({ ... })`: a compound statement.
    Statement(Box<Node<Statement>>),
    /// GNU `__builtin_types_compatible_p(T1, T2)`.
    TypesCompatible(Box<Node<TypesCompatible>>),
    /// GNU `&&label`: the address of a label of the current function.
    LabelAddress(Box<Node<Identifier>>),
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum MemberOperator {
    Direct,
    Indirect,
}

#[derive(Debug, PartialEq, Clone)]
pub struct GenericSelection {
    pub expression: Box<Node<Expression>>,
    pub associations: Vec<Node<GenericAssociation>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum GenericAssociation {
    Type(Node<GenericAssociationType>),
    Default(Box<Node<Expression>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct GenericAssociationType {
    pub type_name: Node<TypeName>,
    pub expression: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct MemberExpression {
    pub operator: Node<MemberOperator>,
    pub expression: Box<Node<Expression>>,
    pub identifier: Node<Identifier>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct CallExpression {
    pub callee: Box<Node<Expression>>,
    pub arguments: Vec<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct CompoundLiteral {
    pub type_name: Node<TypeName>,
    pub initializer_list: Vec<Node<InitializerListItem>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct SizeOfTy(pub Node<TypeName>);

#[derive(Debug, PartialEq, Clone)]
pub struct SizeOfVal(pub Box<Node<Expression>>);

/// `_Alignof(T)`; GNU `__alignof__(expr)` is `_Alignof(typeof(expr))`.
#[derive(Debug, PartialEq, Clone)]
/// `_Alignof (T)`, or GNU `__alignof__` (the second field: true) of a type or an expression,
/// which gives gcc's preferred alignment (8 for `double` and `long long` under ILP32).
pub struct AlignOf(pub Box<Node<TypeName>>, pub bool);

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum UnaryOperator {
    PostIncrement,
    PostDecrement,
    PreIncrement,
    PreDecrement,
    Address,
    Indirection,
    Plus,
    Minus,
    Complement,
    Negate,
    /// GNU `__real__`: the real part of a complex value.
    Real,
    /// GNU `__imag__`: the imaginary part of a complex value.
    Imag,
}

#[derive(Debug, PartialEq, Clone)]
pub struct UnaryOperatorExpression {
    pub operator: Node<UnaryOperator>,
    pub operand: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct CastExpression {
    pub type_name: Node<TypeName>,
    pub expression: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum BinaryOperator {
    Index,
    Multiply,
    Divide,
    Modulo,
    Plus,
    Minus,
    ShiftLeft,
    ShiftRight,
    Less,
    Greater,
    LessOrEqual,
    GreaterOrEqual,
    Equals,
    NotEquals,
    BitwiseAnd,
    BitwiseXor,
    BitwiseOr,
    LogicalAnd,
    LogicalOr,
    Assign,
    AssignMultiply,
    AssignDivide,
    AssignModulo,
    AssignPlus,
    AssignMinus,
    AssignShiftLeft,
    AssignShiftRight,
    AssignBitwiseAnd,
    AssignBitwiseXor,
    AssignBitwiseOr,
}

#[derive(Debug, PartialEq, Clone)]
pub struct BinaryOperatorExpression {
    pub operator: Node<BinaryOperator>,
    pub lhs: Box<Node<Expression>>,
    pub rhs: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct ConditionalExpression {
    pub condition: Box<Node<Expression>>,
    pub then_expression: Box<Node<Expression>>,
    pub else_expression: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct VaArgExpression {
    pub va_list: Box<Node<Expression>>,
    pub type_name: Node<TypeName>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct OffsetOfExpression {
    pub type_name: Node<TypeName>,
    pub designator: Node<OffsetDesignator>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct OffsetDesignator {
    pub base: Node<Identifier>,
    pub members: Vec<Node<OffsetMember>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum OffsetMember {
    Member(Node<Identifier>),
    IndirectMember(Node<Identifier>),
    Index(Node<Expression>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct TypesCompatible {
    pub first: Node<TypeName>,
    pub second: Node<TypeName>,
}

// ---- 6.7 Declarations ----

#[derive(Debug, PartialEq, Clone)]
pub struct Declaration {
    pub specifiers: Vec<Node<DeclarationSpecifier>>,
    pub declarators: Vec<Node<InitDeclarator>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum DeclarationSpecifier {
    StorageClass(Node<StorageClassSpecifier>),
    TypeSpecifier(Node<TypeSpecifier>),
    TypeQualifier(Node<TypeQualifier>),
    Function(Node<FunctionSpecifier>),
    Alignment(Node<AlignmentSpecifier>),
    Extension(Vec<Node<Extension>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct InitDeclarator {
    pub declarator: Node<Declarator>,
    pub initializer: Option<Node<Initializer>>,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum StorageClassSpecifier {
    Typedef,
    Extern,
    Static,
    ThreadLocal,
    Auto,
    Register,
}

#[derive(Debug, PartialEq, Clone)]
pub enum TypeSpecifier {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Complex,
    /// GNU `__int128`.
    Int128,
    Atomic(Node<TypeName>),
    Struct(Node<StructType>),
    Enum(Node<EnumType>),
    TypedefName(Node<Identifier>),
    TypeOf(Node<TypeOf>),
    TS18661Float(TS18661FloatType),
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub struct TS18661FloatType {
    pub format: TS18661FloatFormat,
    pub width: usize,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum TS18661FloatFormat {
    BinaryInterchange,
    BinaryExtended,
    DecimalInterchange,
    DecimalExtended,
}

#[derive(Debug, PartialEq, Clone)]
pub struct StructType {
    pub kind: Node<StructKind>,
    pub identifier: Option<Node<Identifier>>,
    /// `None` for a reference to a tag (`struct s`), `Some` for a definition.
    pub declarations: Option<Vec<Node<StructDeclaration>>>,
    /// Attributes of the type itself: after the keyword or after the closing brace
    /// (`struct __attribute__((packed)) s { … }`).
    pub extensions: Vec<Node<Extension>>,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum StructKind {
    Struct,
    Union,
}

#[derive(Debug, PartialEq, Clone)]
pub enum StructDeclaration {
    Field(Node<StructField>),
    StaticAssert(Node<StaticAssert>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct StructField {
    pub specifiers: Vec<Node<SpecifierQualifier>>,
    /// Empty for an anonymous struct or union member (C11 6.7.2.1p13).
    pub declarators: Vec<Node<StructDeclarator>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum SpecifierQualifier {
    TypeSpecifier(Node<TypeSpecifier>),
    TypeQualifier(Node<TypeQualifier>),
    /// `_Alignas` of a member (C11 6.7.2.1p1).
    Alignment(Node<AlignmentSpecifier>),
    Extension(Vec<Node<Extension>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct StructDeclarator {
    pub declarator: Option<Node<Declarator>>,
    pub bit_width: Option<Box<Node<Expression>>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct EnumType {
    pub identifier: Option<Node<Identifier>>,
    /// Empty for a reference to a tag.
    pub enumerators: Vec<Node<Enumerator>>,
    pub extensions: Vec<Node<Extension>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct Enumerator {
    pub identifier: Node<Identifier>,
    pub expression: Option<Box<Node<Expression>>>,
    pub extensions: Vec<Node<Extension>>,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum TypeQualifier {
    Const,
    Restrict,
    Volatile,
    Atomic,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum FunctionSpecifier {
    Inline,
    Noreturn,
}

#[derive(Debug, PartialEq, Clone)]
pub enum AlignmentSpecifier {
    Type(Node<TypeName>),
    Constant(Box<Node<Expression>>),
}

/// A declarator: the name (or nothing, or a parenthesised declarator) and what is derived from
/// the type of the specifiers, pointers first, then the array and function suffixes in the
/// order written (`*a[2][3]`: pointer, [2], [3]; applied pointers first, suffixes last to
/// first).
#[derive(Debug, PartialEq, Clone)]
pub struct Declarator {
    pub kind: Node<DeclaratorKind>,
    pub derived: Vec<Node<DerivedDeclarator>>,
    /// Attributes and the asm label after the declarator.
    pub extensions: Vec<Node<Extension>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum DeclaratorKind {
    Abstract,
    Identifier(Node<Identifier>),
    Declarator(Box<Node<Declarator>>),
}

#[derive(Debug, PartialEq, Clone)]
pub enum DerivedDeclarator {
    Pointer(Vec<Node<PointerQualifier>>),
    Array(Node<ArrayDeclarator>),
    Function(Node<FunctionDeclarator>),
    /// An identifier list (`f(a, b)` of a K&R definition), possibly empty (`f()`).
    KRFunction(Vec<Node<Identifier>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct ArrayDeclarator {
    pub qualifiers: Vec<Node<TypeQualifier>>,
    pub size: ArraySize,
}

#[derive(Debug, PartialEq, Clone)]
pub struct FunctionDeclarator {
    pub parameters: Vec<Node<ParameterDeclaration>>,
    pub ellipsis: Ellipsis,
}

#[derive(Debug, PartialEq, Clone)]
pub enum PointerQualifier {
    TypeQualifier(Node<TypeQualifier>),
    Extension(Vec<Node<Extension>>),
}

#[derive(Debug, PartialEq, Clone)]
pub enum ArraySize {
    /// `[]`
    Unknown,
    /// `[*]`
    VariableUnknown,
    /// `[n]`
    VariableExpression(Box<Node<Expression>>),
    /// `[static n]`
    StaticExpression(Box<Node<Expression>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct ParameterDeclaration {
    pub specifiers: Vec<Node<DeclarationSpecifier>>,
    pub declarator: Option<Node<Declarator>>,
    pub extensions: Vec<Node<Extension>>,
}

#[derive(Debug, PartialEq, Eq, Clone)]
pub enum Ellipsis {
    Some,
    None,
}

#[derive(Debug, PartialEq, Clone)]
pub struct TypeName {
    pub specifiers: Vec<Node<SpecifierQualifier>>,
    pub declarator: Option<Node<Declarator>>,
}

// ---- 6.7.9 Initialization ----

#[derive(Debug, PartialEq, Clone)]
pub enum Initializer {
    Expression(Box<Node<Expression>>),
    List(Vec<Node<InitializerListItem>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct InitializerListItem {
    pub designation: Vec<Node<Designator>>,
    pub initializer: Box<Node<Initializer>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum Designator {
    Index(Node<Expression>),
    Member(Node<Identifier>),
    /// GNU `[low ... high]`.
    Range(Node<RangeDesignator>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct RangeDesignator {
    pub from: Node<Expression>,
    pub to: Node<Expression>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct StaticAssert {
    pub expression: Box<Node<Expression>>,
    /// Absent in C23's one-argument form.
    pub message: Option<Node<StringLiteral>>,
}

// ---- 6.8 Statements ----

#[derive(Debug, PartialEq, Clone)]
pub enum Statement {
    Labeled(Node<LabeledStatement>),
    Compound(Vec<Node<BlockItem>>),
    Expression(Option<Box<Node<Expression>>>),
    If(Node<IfStatement>),
    Switch(Node<SwitchStatement>),
    While(Node<WhileStatement>),
    DoWhile(Node<DoWhileStatement>),
    For(Node<ForStatement>),
    Goto(Node<Identifier>),
    Continue,
    Break,
    Return(Option<Box<Node<Expression>>>),
    Asm(Node<AsmStatement>),
    /// GNU `goto *e;`: to the label whose address `e` is.
    GotoComputed(Box<Node<Expression>>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct LabeledStatement {
    pub label: Node<Label>,
    pub statement: Box<Node<Statement>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct IfStatement {
    pub condition: Box<Node<Expression>>,
    pub then_statement: Box<Node<Statement>>,
    pub else_statement: Option<Box<Node<Statement>>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct SwitchStatement {
    pub expression: Box<Node<Expression>>,
    pub statement: Box<Node<Statement>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct WhileStatement {
    pub expression: Box<Node<Expression>>,
    pub statement: Box<Node<Statement>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct DoWhileStatement {
    pub statement: Box<Node<Statement>>,
    pub expression: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct ForStatement {
    pub initializer: Node<ForInitializer>,
    pub condition: Option<Box<Node<Expression>>>,
    pub step: Option<Box<Node<Expression>>>,
    pub statement: Box<Node<Statement>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum Label {
    Identifier(Node<Identifier>),
    Case(Box<Node<Expression>>),
    /// GNU `case low ... high:`.
    CaseRange(Node<CaseRange>),
    Default,
}

#[derive(Debug, PartialEq, Clone)]
pub struct CaseRange {
    pub low: Box<Node<Expression>>,
    pub high: Box<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum ForInitializer {
    Empty,
    Expression(Box<Node<Expression>>),
    Declaration(Node<Declaration>),
    StaticAssert(Node<StaticAssert>),
}

#[derive(Debug, PartialEq, Clone)]
pub enum BlockItem {
    Declaration(Node<Declaration>),
    StaticAssert(Node<StaticAssert>),
    Statement(Node<Statement>),
}

// ---- 6.9 External definitions ----

#[derive(Debug, PartialEq, Clone)]
pub struct TranslationUnit(pub Vec<Node<ExternalDeclaration>>);

#[derive(Debug, PartialEq, Clone)]
pub enum ExternalDeclaration {
    Declaration(Node<Declaration>),
    StaticAssert(Node<StaticAssert>),
    FunctionDefinition(Node<FunctionDefinition>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct FunctionDefinition {
    pub specifiers: Vec<Node<DeclarationSpecifier>>,
    pub declarator: Node<Declarator>,
    /// The parameter declarations of a K&R definition (C11 6.9.1p6).
    pub declarations: Vec<Node<Declaration>>,
    pub statement: Node<Statement>,
}

// ---- GNU extensions ----

#[derive(Debug, PartialEq, Clone)]
pub enum Extension {
    /// One attribute of an `__attribute__((…))` list.
    Attribute(Attribute),
    /// `asm("name")` after a declarator.
    AsmLabel(Node<StringLiteral>),
}

#[derive(Debug, PartialEq, Clone)]
pub struct Attribute {
    pub name: Node<String>,
    pub arguments: Vec<Node<Expression>>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum AsmStatement {
    GnuBasic(Node<StringLiteral>),
    GnuExtended(GnuExtendedAsmStatement),
}

#[derive(Debug, PartialEq, Clone)]
pub struct GnuExtendedAsmStatement {
    pub qualifier: Option<Node<TypeQualifier>>,
    pub template: Node<StringLiteral>,
    pub outputs: Vec<Node<GnuAsmOperand>>,
    pub inputs: Vec<Node<GnuAsmOperand>>,
    pub clobbers: Vec<Node<StringLiteral>>,
}

#[derive(Debug, PartialEq, Clone)]
pub struct GnuAsmOperand {
    pub symbolic_name: Option<Node<Identifier>>,
    pub constraints: Node<StringLiteral>,
    pub variable_name: Node<Expression>,
}

#[derive(Debug, PartialEq, Clone)]
pub enum TypeOf {
    Expression(Node<Expression>),
    Type(Node<TypeName>),
}
