//! `verify --witness [FILE]`: writes the SV-COMP witness (format 2.0) of a TRUE or FALSE verdict;
//! what goes into it is effigy-report's `witness` module.

use std::path::Path;

use effigy_engine::Verdict;
use effigy_ir::{DataModel, Program};
use effigy_report::witness::{correctness_witness, violation_witness, Stamp, WitnessTask};

/// Writes the witness of `verdict` to `path`; an UNKNOWN verdict has none (Ok(false)).
/// `confirmed`: gcc's program reached the error on the counterexample's inputs.
pub fn write(
    program: &Program,
    source: &Path,
    data_model: DataModel,
    verdict: &Verdict,
    invariants: &[effigy_engine::HeadInvariant],
    confirmed: bool,
    property: &effigy_engine::Property,
    path: &Path,
) -> Result<bool, String> {
    let task = WitnessTask::read(source, data_model)?;
    let witness = match verdict {
        Verdict::True => {
            correctness_witness(&task, effigy_report::invariants::witness_invariants(program, &task.source, invariants), property)
        }
        // A counterexample whose path condition mentions uninitialised storage or addresses
        // still makes a witness when gcc's program reached the error on its inputs alone:
        // the inputs are then what decides the path (and the validator checks it again).
        Verdict::False(cex) if confirmed => {
            let mut cex = (**cex).clone();
            cex.uninitialised.clear();
            violation_witness(program, &task, &cex)?
        }
        Verdict::False(cex) => violation_witness(program, &task, cex)?,
        Verdict::Unknown(_) => return Ok(false),
    };
    std::fs::write(path, witness.to_yaml(&Stamp::now())).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(true)
}
