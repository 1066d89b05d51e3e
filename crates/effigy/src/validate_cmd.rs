//! `effigy validate --witness W.yml TASK.yml|FILE.c`: effigy as an SV-COMP witness validator.
//! A violation witness is followed (`effigy_report::validate`); a correctness witness's loop
//! invariants become the program's own ACSL loop invariants and are first tried by Floyd's
//! method (inductive, and implying that the error is unreachable); invariants that are not
//! inductive on their own become checks at their loop heads, and the program with the checks
//! must be proved (k-induction, which assumes them in its step case, then CEGAR and bounded
//! model checking) — a check reached with its invariant false refutes the witness. A
//! correctness witness without invariants is confirmed when effigy proves the program. Exit codes as
//! `verify`: 10 a confirmed violation, 0 a confirmed correctness witness, 20 not confirmed, 2 a
//! malformed witness or bad input.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use effigy_engine::Verdict;
use effigy_ir::DataModel;
use effigy_report::validate::{other_task, parse_witness, validate_violation, StatedContent, StatedWitness, Validation};
use effigy_report::witness::WitnessTask;

use crate::{symex, DataModelArg, FrontEndArgs, PreprocessorArgs, EXIT_FALSE, EXIT_UNKNOWN};

#[derive(clap::Args)]
pub struct ValidateArgs {
    /// The program, or an SV-COMP task definition (.yml), the witness is about.
    file: PathBuf,
    /// The witness (SV-COMP format 2.0, YAML): a violation sequence or an invariant set.
    #[arg(long, value_name = "FILE")]
    witness: PathBuf,
    /// Widths of long and pointers (default: the task's, else the witness's, else ILP32).
    #[arg(long, value_enum)]
    data_model: Option<DataModelArg>,
    /// Limits of the proof of a correctness witness (its CPU time, memory, solver).
    #[command(flatten)]
    search: symex::SearchArgs,
    #[command(flatten)]
    cegar: crate::cegar_args::CegarArgs,
    /// The C compiler used as preprocessor.
    #[arg(long, default_value = "cc")]
    cc: String,
}

const LABEL: &str = "Validation result";

pub fn cmd_validate(args: &ValidateArgs) -> ExitCode {
    let (source, task_dm) = if args.file.extension().is_some_and(|e| e == "yml" || e == "yaml") {
        match crate::task::read_task(&args.file) {
            Ok(t) => (t.input, Some(t.data_model)),
            Err(e) => return crate::bad_input(e),
        }
    } else {
        (args.file.clone(), None)
    };
    let text = match std::fs::read_to_string(&args.witness) {
        Ok(t) => t,
        Err(e) => return crate::bad_input(format!("cannot read {}: {e}", args.witness.display())),
    };
    let witness = match parse_witness(&text) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{}: malformed witness: {e}", args.witness.display());
            println!("{LABEL}: UNKNOWN (malformed witness)");
            return ExitCode::from(2);
        }
    };
    let witness_dm = match witness.data_model.as_deref() {
        Some("LP64") => Some(DataModel::Lp64),
        Some("ILP32") => Some(DataModel::Ilp32),
        _ => None,
    };
    let data_model = args.data_model.map(DataModel::from).or(task_dm).or(witness_dm).unwrap_or(DataModel::Ilp32);
    crate::watchdog::start(args.search.timeout, args.search.memory_limit, None, LABEL);
    match &witness.content {
        StatedContent::Violation(_) => violation(args, &source, data_model, &witness),
        StatedContent::Invariants(_) => correctness(args, &source, data_model, &witness),
    }
}

fn front(args: &ValidateArgs, file: &Path, data_model: DataModel) -> FrontEndArgs {
    FrontEndArgs {
        files: vec![file.to_path_buf()],
        data_model: crate::dm_arg(data_model),
        cc: args.cc.clone(),
        environment: Default::default(),
        preprocessor: PreprocessorArgs::default(),
    }
}

fn not_confirmed(why: &str) -> ExitCode {
    println!("{LABEL}: UNKNOWN (witness not confirmed: {why})");
    ExitCode::from(EXIT_UNKNOWN)
}

fn violation(args: &ValidateArgs, source: &Path, data_model: DataModel, witness: &StatedWitness) -> ExitCode {
    let program = match crate::load(&front(args, source, data_model)) {
        Ok(p) => p,
        Err(code) => return code,
    };
    match validate_violation(&program, source, data_model, witness) {
        Ok(Validation::ConfirmedViolation { inputs, report }) => {
            let shown: Vec<String> = inputs.iter().map(|v| v.to_string()).collect();
            println!("Witness confirmed: {report}");
            println!("  inputs: {}", if shown.is_empty() { "(none)".to_string() } else { shown.join(", ") });
            println!("{LABEL}: FALSE (the violation witness is confirmed)");
            ExitCode::from(EXIT_FALSE)
        }
        Ok(Validation::NotConfirmed(why)) => not_confirmed(&why),
        Err(e) => crate::bad_input(e),
    }
}

fn correctness(args: &ValidateArgs, source: &Path, data_model: DataModel, witness: &StatedWitness) -> ExitCode {
    let StatedContent::Invariants(invariants) = &witness.content else { unreachable!("an invariant set") };
    let task = match WitnessTask::read(source, data_model) {
        Ok(t) => t,
        Err(e) => return crate::bad_input(e),
    };
    if let Some(why) = other_task(witness, &task) {
        return not_confirmed(&why);
    }
    if let Some((kind, _, _)) = invariants.iter().find(|(k, _, _)| k != "loop_invariant") {
        return not_confirmed(&format!("`{kind}` invariants are not supported by effigy's validator (only loop_invariant)"));
    }
    // The invariants become the program's own loop invariants, in a copy of the file (same
    // name, in a directory of its own, so that positions and messages stay the file's).
    let (file, _dir) = if invariants.is_empty() {
        (source.to_path_buf(), None)
    } else {
        match annotated_copy(source, &task.source, invariants) {
            Ok((f, d)) => (f, Some(d)),
            Err(why) => return not_confirmed(&why),
        }
    };
    let program = match crate::load(&front(args, &file, data_model)) {
        Ok(p) => p,
        Err(code) => {
            let _ = std::fs::remove_dir_all(_dir.unwrap_or_default());
            return code;
        }
    };
    let mut annotated = Vec::new();
    let engine = if invariants.is_empty() {
        // No invariants to check: the witness is confirmed when effigy proves the program.
        match crate::engine_of(crate::EngineArg::Auto, &args.search, &args.cegar) {
            Ok(e) => e,
            Err(e) => return crate::bad_input(e),
        }
    } else {
        let annotations = match effigy_c::annotations::loop_invariants(&program) {
            Ok(a) => a,
            Err(e) => return not_confirmed(&format!("an invariant cannot be read as C: {e}")),
        };
        let main = program.function_by_name("main");
        if annotations.iter().any(|a| Some(a.function) != main) {
            let _ = std::fs::remove_dir_all(_dir.clone().unwrap_or_default());
            return not_confirmed("invariants of loops outside main are not supported by effigy's validator");
        }
        // Each invariant must have become the invariant of the loop whose head it names.
        let placed: usize = annotations.iter().map(|a| a.invariants.iter().filter(|i| i.span.line == a.head_span.line).count()).sum();
        if placed != invariants.len() {
            return not_confirmed(&format!(
                "{} of the witness's {} invariants are not at the head of a loop of the program",
                invariants.len() - placed.min(invariants.len()),
                invariants.len()
            ));
        }
        let cuts = crate::prove::cut_points(&annotations);
        annotated = annotations;
        symex::Engine::Invariants(cuts)
    };
    let v = match symex::verify(
        &program,
        std::slice::from_ref(&file),
        data_model,
        &args.search,
        effigy_engine::Property::unreach_call(),
        &engine,
        true,
        effigy_report::UndefinedFunctions::Inputs,
        None,
        crate::default_cpus(),
    ) {
        Ok(v) => v,
        Err(e) => return crate::bad_input(e),
    };
    let _ = std::fs::remove_dir_all(_dir.unwrap_or_default());
    if let (Verdict::Unknown(floyd), false) = (&v.verdict, invariants.is_empty()) {
        // Not inductive on their own: the invariants become checks at their loop heads, and the
        // program with them must be proved (k-induction then assumes them for k iterations in
        // its step case: the invariants as candidates, as validators do).
        let floyd = floyd.replace(&file.display().to_string(), &source.display().to_string());
        return candidates(args, source, data_model, &program, &annotated, &floyd);
    }
    match v.verdict {
        Verdict::True if invariants.is_empty() => {
            println!("Witness confirmed: the witness states no invariants; effigy proves the program without them");
            println!("{LABEL}: TRUE (the correctness witness is confirmed)");
            ExitCode::SUCCESS
        }
        Verdict::True => {
            println!("Witness confirmed: every invariant holds on entry, is inductive, and implies that the error is unreachable");
            println!("{LABEL}: TRUE (the correctness witness is confirmed)");
            ExitCode::SUCCESS
        }
        Verdict::False(_) => not_confirmed("the program is not correct: effigy found a confirmed counterexample"),
        // Messages about the annotated copy name the task's file.
        Verdict::Unknown(why) => not_confirmed(&why.replace(&file.display().to_string(), &source.display().to_string())),
    }
}

/// A copy of `source` with each invariant inserted as an ACSL loop invariant just before its
/// location (the loop's head), in a fresh directory; the directory is returned to be removed.
fn annotated_copy(
    source: &Path,
    text: &str,
    invariants: &[(String, effigy_report::validate::StatedWaypoint, String)],
) -> Result<(PathBuf, PathBuf), String> {
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    // Insert from the last position backwards so that earlier positions stay valid.
    let mut at: Vec<(u32, u32, &str)> = invariants.iter().map(|(_, l, e)| (l.line, l.column.unwrap_or(0), e.as_str())).collect();
    at.sort_by(|a, b| (b.0, b.1).cmp(&(a.0, a.1)));
    for (line, column, expr) in at {
        // An invariant is one C expression: no statement or clause separator, no comment
        // delimiters, nothing that could end the annotation and add another.
        if ["*/", "/*", "//", ";", "\n", "@"].iter().any(|bad| expr.contains(bad)) {
            return Err(format!(
                "the invariant {expr:?} is not a single C expression effigy's validator accepts (no `;`, comments or `@`)"
            ));
        }
        let Some(l) = lines.get_mut(line as usize - 1) else {
            return Err(format!("an invariant is at line {line}, past the file's end"));
        };
        let byte = if column == 0 {
            l.len() - l.trim_start().len()
        } else {
            l.char_indices()
                .nth(column as usize - 1)
                .map(|(i, _)| i)
                .ok_or_else(|| format!("an invariant is at {line}:{column}, past the line's end"))?
        };
        // The loop keyword must be code: nothing before it on the line may open a literal or
        // a comment.
        if ['"', '\''].iter().any(|q| l[..byte].contains(*q)) || l[..byte].contains("/*") || l[..byte].contains("//") {
            return Err(format!(
                "the loop invariant at {line}:{column} is not at the head of a loop (a literal or comment precedes it on its line)"
            ));
        }
        // Positions inside a line are the preprocessed line's for the front end (a macro or a
        // comment before a loop moves them): with two loops on one line, the invariant could
        // land on the other one.
        let loops_on_line =
            l.split(|c: char| !(c == '_' || c.is_ascii_alphanumeric())).filter(|w| ["while", "for", "do"].contains(w)).count();
        if loops_on_line > 1 {
            return Err(format!("line {line} holds {loops_on_line} loop keywords; effigy's validator cannot tell their heads apart"));
        }
        let rest = &l[byte..];
        // A `for` that declares its variable: the invariant would name the variable it shadows.
        if let Some(header) = rest.strip_prefix("for").map(|h| h.trim_start()).and_then(|h| h.strip_prefix('(')) {
            let leading = header.trim_start();
            let first_len = leading.chars().take_while(|c| *c == '_' || c.is_ascii_alphanumeric()).count();
            let after_first = leading[first_len..].trim_start();
            if first_len > 0 && after_first.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic() || c == '*') {
                return Err(format!("the loop at {line}:{column} declares its variable in its header; effigy's validator does not check invariants of such loops"));
            }
        }
        let keyword = ["while", "for", "do"]
            .iter()
            .any(|k| rest.starts_with(k) && !rest[k.len()..].starts_with(|c: char| c == '_' || c.is_ascii_alphanumeric()));
        if !keyword {
            return Err(format!("the loop invariant at {line}:{column} is not at the head of a loop (`while`, `for` or `do`)"));
        }
        l.insert_str(byte, &format!("/*@ loop invariant {expr}; */ "));
    }
    let dir = std::env::temp_dir().join(format!("effigy-validate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let file = dir.join(source.file_name().unwrap_or_default());
    std::fs::write(&file, lines.join("\n")).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok((file, dir))
}

/// The name of the error that a failed invariant check reaches.
const INVARIANT_CHECK: &str = "loop invariant";

/// The witness's invariants checked where they are stated (`program` carries them as ACSL
/// annotations of `main`'s loops), proved together with the program.
fn candidates(
    args: &ValidateArgs,
    source: &Path,
    data_model: DataModel,
    program: &effigy_ir::Program,
    annotations: &[effigy_c::annotations::LoopAnnotation],
    floyd: &str,
) -> ExitCode {
    let mut checked = program.clone();
    for a in annotations {
        for inv in &a.invariants {
            checked.function_mut(a.function).guard_location(
                a.head,
                inv.condition.clone(),
                effigy_ir::EdgeKind::Error(effigy_ir::ErrorKind::ReachError(INVARIANT_CHECK.into())),
                inv.span,
            );
        }
    }
    if let Err(e) = effigy_ir::verify::verify_program(&checked) {
        return not_confirmed(&format!("internal: the invariant checks do not form a valid program: {}", e.join("; ")));
    }
    // k-induction first (its base case refutes an invariant that fails within k iterations,
    // its step case assumes the invariants k times), then CEGAR and bounded model checking.
    let mut engines = Vec::new();
    for (arg, share) in [(crate::EngineArg::Kind, 0.5), (crate::EngineArg::Cegar, 0.3), (crate::EngineArg::Bmc, 0.2)] {
        match crate::engine_of(arg, &args.search, &args.cegar) {
            Ok(e) => engines.push((e, share)),
            Err(e) => return crate::bad_input(e),
        }
    }
    let engine = symex::Engine::Portfolio(engines);
    // No gcc replay: a counterexample may end at an invariant check, which the compiled
    // program does not have; a FALSE only refutes the witness here.
    let v = match symex::verify(
        &checked,
        &[source.to_path_buf()],
        data_model,
        &args.search,
        effigy_engine::Property::unreach_call(),
        &engine,
        false,
        effigy_report::UndefinedFunctions::Inputs,
        None,
        crate::default_cpus(),
    ) {
        Ok(v) => v,
        Err(e) => return crate::bad_input(e),
    };
    match v.verdict {
        Verdict::True => {
            println!("Witness confirmed: every invariant holds whenever its loop head is reached (proved with the program, the invariants as candidates; not inductive on their own: {floyd})");
            println!("{LABEL}: TRUE (the correctness witness is confirmed)");
            ExitCode::SUCCESS
        }
        Verdict::False(cex) => match &cex.error {
            effigy_ir::ErrorKind::ReachError(name) if name == INVARIANT_CHECK => {
                let text = annotations
                    .iter()
                    .flat_map(|a| &a.invariants)
                    .find(|i| i.span == cex.span)
                    .map(|i| format!("`{}` at line {}", i.text, i.span.line))
                    .unwrap_or_else(|| "an invariant".into());
                not_confirmed(&format!("the invariant {text} does not hold: an execution reaches its loop head with it false"))
            }
            _ => not_confirmed("the program is not correct: effigy found a counterexample"),
        },
        Verdict::Unknown(why) => {
            not_confirmed(&format!("the invariants are not inductive ({floyd}), and the program with them is not proved: {why}"))
        }
    }
}
