//! `effigy prove`: King's and Floyd's verifier (CACM 1976, §8) — loop invariants from ACSL
//! comments, every path between cut points executed symbolically, each verification condition
//! reported. The method is `effigy_engine::prove`; the annotations are read by
//! `effigy_c::annotations`; this module prints.

use std::process::ExitCode;
use std::time::Duration;

use effigy_engine::prove::{prove, CutPoint, Invariant, Point, ProveOptions};
use effigy_engine::{Terminal, Verdict};
use effigy_ir::{Program, Span};

use crate::FrontEndArgs;

#[derive(clap::Args)]
pub struct ProveArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// The function to prove (its parameters are symbols named after them).
    #[arg(long, default_value = "main")]
    entry: String,
    /// Iterations of a loop *without* an invariant (and depth of recursion) on a path; a path
    /// beyond it is not proved.
    #[arg(long, value_name = "K", default_value_t = 32)]
    unwind: u32,
    /// CPU-time limit in seconds for all paths (and as much again for the search of a real
    /// counterexample when the proof fails). 60 by default: the proof's paths are cut at the
    /// invariants, so a proof that takes longer is rare; the limit bounds the search.
    #[arg(value_parser = crate::seconds, allow_negative_numbers = true, long, value_name = "S", default_value_t = 60.0)]
    timeout: f64,
    /// Signed overflow: `undefined` (C's rule, the default: a path on which it may happen is not
    /// proved) or `wrap`.
    #[arg(long, value_enum, value_name = "SEMANTICS")]
    signed_overflow: Option<crate::symex::SignedOverflowArg>,
    /// Do not search for a real counterexample from the program's start when a condition fails.
    #[arg(long)]
    no_counterexample: bool,
    /// King's ideal integers instead of C's bit-vectors: the verdict is about that other
    /// program, printed as `Verification result (mathematical integers): TRUE` with exit code
    /// 30 (never C's TRUE); no counterexample is searched for.
    #[arg(long)]
    math_ints: bool,
}

pub fn cmd_prove(args: &ProveArgs) -> ExitCode {
    let program = match crate::load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let annotations = match effigy_c::annotations::loop_invariants(&program) {
        Ok(a) => a,
        Err(e) => return crate::bad_input(e),
    };
    let Some(entry) = program.function_by_name(&args.entry) else {
        return crate::bad_input(format!("no function named {}", args.entry));
    };
    if let Some(other) = annotations.iter().find(|a| a.function != entry) {
        return crate::bad_input(format!(
            "{}: effigy prove cuts the loops of {} only; this loop is in {}",
            at(&program, other.head_span),
            args.entry,
            program.function(other.function).name
        ));
    }
    let cuts = cut_points(&annotations);
    let search = effigy_report::SearchOptions {
        unwind: Some(args.unwind),
        timeout: args.timeout,
        math_ints: args.math_ints,
        signed_overflow_undefined: args.signed_overflow.map(|s| s == crate::symex::SignedOverflowArg::Undefined),
        ..Default::default()
    };
    let mut ex = match effigy_report::executor(&program, &search, true) {
        Ok(ex) => ex,
        Err(e) => return crate::bad_input(e),
    };
    // Parameters of the entry are symbols named after them.
    let params = program.function(entry).params.clone();
    let argv: Vec<_> = params
        .iter()
        .map(|&p| {
            let sort = ex.sort_of(program.var(p).ty);
            ex.terms.fresh_symbol(&program.var(p).name, sort)
        })
        .collect();
    if params.iter().any(|&p| !program.types.is_scalar(program.var(p).ty)) {
        return crate::bad_input(format!("{} has a parameter that is not a scalar", args.entry));
    }
    let initial = match ex.initial_state(entry, &argv) {
        Ok(s) => s,
        Err(e) => return crate::bad_input(e),
    };
    let options = ProveOptions { timeout: Some(Duration::from_secs_f64(args.timeout)), max_paths: 100_000 };
    let start = std::time::Instant::now();
    let result = prove(&mut ex, initial, &cuts, &options);
    let elapsed = start.elapsed();

    let name = args.input.file().display();
    println!("Proof of {} in {name}: {} cut point{}", args.entry, cuts.len(), if cuts.len() == 1 { "" } else { "s" });
    for c in &cuts {
        let invs: Vec<String> = c.invariants.iter().map(|i| i.text.clone()).collect();
        let text = if invs.len() == 1 { invs[0].clone() } else { invs.iter().map(|i| format!("({i})")).collect::<Vec<_>>().join(" && ") };
        println!("  loop at {}: {text}", at(&program, c.span));
    }
    let point = |p: &Point| match p {
        Point::Entry => format!("the start of {}", args.entry),
        Point::Head(h) => cuts.iter().find(|c| c.head == *h).map(|c| format!("the loop at {}", at(&program, c.span))).unwrap_or_default(),
    };
    let mut failed = 0;
    for (i, p) in result.paths.iter().enumerate() {
        let to = match (&p.to, &p.end) {
            (Some(q), _) => point(q),
            (None, Some(t)) => end_text(&program, t),
            _ => "?".into(),
        };
        let status = if p.failures.is_empty() { "proved".to_string() } else { "NOT proved".to_string() };
        println!("path {}: from {} to {}: {status}", i + 1, point(&p.from), to);
        for f in &p.failures {
            failed += 1;
            let where_ = if f.span.is_none() { String::new() } else { format!("{}: ", at(&program, f.span)) };
            println!("  {where_}{}", f.what);
            if !f.model.is_empty() {
                let vals: Vec<String> = f.model.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                println!("    counterexample: {}", vals.join(", "));
            }
        }
    }
    println!(
        "{} path{}, {failed} failed condition{}, {:.2} s",
        result.paths.len(),
        if result.paths.len() == 1 { "" } else { "s" },
        if failed == 1 { "" } else { "s" },
        elapsed.as_secs_f64()
    );
    let label = if args.math_ints { "Verification result (mathematical integers)" } else { "Verification result" };
    if result.proved() {
        // A proof for the inputs within --sym-stdin / --sym-file-size is no proof for all.
        if let effigy_engine::Verdict::Unknown(why) = effigy_report::bounded_by_inputs(effigy_engine::Verdict::True, &program) {
            println!("{label}: UNKNOWN ({why})");
            return ExitCode::from(crate::EXIT_UNKNOWN);
        }
        println!("{label}: TRUE");
        return ExitCode::from(if args.math_ints { crate::EXIT_MATH_TRUE } else { crate::EXIT_TRUE });
    }
    if let Some(r) = &result.incomplete {
        println!("The proof is incomplete: {r}.");
    }
    // A failed condition is not an error of the program: look for a real counterexample.
    if !args.no_counterexample && !args.math_ints && args.entry == "main" {
        // Bounded model checking with iterative deepening finds shallow errors behind loops
        // that tree exploration (depth first) would follow forever.
        let engine = effigy_report::Engine::Bmc(effigy_engine::BmcOptions { memory_limit_mb: Some(4096), ..Default::default() });
        let data_model = program.data_model();
        let search = effigy_report::SearchOptions { unwind: None, ..search };
        if let Ok(v) = effigy_report::verify(
            &program,
            &args.input.files,
            data_model,
            &search,
            &engine,
            true,
            effigy_report::UndefinedFunctions::Incomplete,
        ) {
            if let (Verdict::False(_), Some(Ok(()))) = (&v.verdict, &v.confirmation) {
                print!("{}", v.report);
                println!("Verification result: FALSE");
                return ExitCode::from(crate::EXIT_FALSE);
            }
        }
    }
    println!("{label}: UNKNOWN (not proved: {failed} condition{} failed)", if failed == 1 { "" } else { "s" });
    ExitCode::from(crate::EXIT_UNKNOWN)
}

/// The engine's cut points of the front end's annotated loops.
pub fn cut_points(annotations: &[effigy_c::annotations::LoopAnnotation]) -> Vec<CutPoint> {
    annotations
        .iter()
        .map(|a| CutPoint {
            head: a.head,
            span: a.head_span,
            invariants: a
                .invariants
                .iter()
                .map(|i| Invariant { condition: i.condition.clone(), text: i.text.clone(), span: i.span })
                .collect(),
        })
        .collect()
}

fn at(program: &Program, s: Span) -> String {
    let f = program.files.get(s.file.0 as usize).map(String::as_str).unwrap_or("?");
    format!("{}:{}:{}", f.rsplit('/').next().unwrap_or(f), s.line, s.column)
}

fn end_text(program: &Program, t: &Terminal) -> String {
    match t {
        Terminal::Returned(_) => "the return".into(),
        Terminal::Exited(_, s) => format!("exit at {}", at(program, *s)),
        Terminal::Aborted(s) => format!("abort at {}", at(program, *s)),
        Terminal::Error(_, s) => format!("the error at {}", at(program, *s)),
        Terminal::AssumeViolated(s) => format!("a false assumption at {}", at(program, *s)),
        Terminal::Undefined(_, s) => format!("undefined behaviour at {}", at(program, *s)),
        Terminal::Cut(_) => "a cut".into(),
        Terminal::Unknown(_) => "an unknown end".into(),
    }
}
