//! C front end.
