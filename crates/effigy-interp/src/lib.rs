//! Concrete interpreter.
