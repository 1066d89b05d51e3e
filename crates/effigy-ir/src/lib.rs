//! effigy's program IR: types, typed expressions, control-flow automata (one per function),
//! their text form, a verifier of their invariants, and a concrete interpreter that serves as
//! the oracle of every symbolic engine.
//!
//! **The IR knows nothing of C syntax, terms or solvers.** Everything a C front end resolves
//! (implicit conversions, array decay, pointer scaling, evaluation order, short-circuiting) is
//! explicit here, so that an analysis never needs C's typing rules.

pub mod accelerate;
pub mod cfa;
pub mod dot;
pub mod expr;
pub mod float;
pub mod inline;
pub mod loops;
pub mod parse;
pub mod printf;
pub mod promote;
pub mod text;
pub mod types;
pub mod verify;

pub use cfa::{
    file_input, file_missing_input, file_of_input, missing_file_of_input, Check, Edge, EdgeId, EdgeKind, ErrorKind, FileId, FuncId,
    Function, GlobalInit, Goal, HavocOrigin, LocId, Primitive, Program, Span, Termination, VarInfo, VarKind, FILES_BOUNDED_VAR,
    FILES_LIMIT_VAR, STDIN_BOUNDED_VAR, STDIN_INPUT, STDIN_LIMIT_VAR,
};
pub use expr::{BinOp, Expr, ExprKind, UnOp, VarId};
pub use loops::LoopInfo;
pub use types::{DataModel, Field, FieldAttributes, IntType, StructAttributes, StructDef, StructId, TypeData, TypeId, TypeTable};
