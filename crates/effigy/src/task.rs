//! SV-COMP task definitions (format 2.0): the input file, the data model and the expected
//! verdict of the `unreach-call` property.

use std::path::{Path, PathBuf};

use effigy_ir::DataModel;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    pub yml: PathBuf,
    pub input: PathBuf,
    pub data_model: DataModel,
    /// `Some(true)` when the property holds, `Some(false)` when `reach_error` is reachable.
    pub expected: Option<bool>,
}

/// Reads the subset of YAML that task files use: `input_files` (a string or a one-element
/// list), `properties` entries with `property_file` and `expected_verdict`, and
/// `options.data_model`.
pub fn read_task(yml: &Path) -> Result<Task, String> {
    let text = std::fs::read_to_string(yml).map_err(|e| format!("cannot read {}: {e}", yml.display()))?;
    let mut input: Option<String> = None;
    let mut data_model = DataModel::Ilp32;
    let mut expected = None;
    let mut in_inputs_list = false;
    let mut current_property: Option<String> = None;
    for raw in text.lines() {
        let line = raw.split(" #").next().unwrap_or("").trim_end();
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let trimmed = line.trim_start();
        if in_inputs_list {
            if let Some(item) = trimmed.strip_prefix("- ") {
                if input.is_none() {
                    input = Some(unquote(item));
                } else {
                    return Err(format!("{}: tasks with several input files are not supported", yml.display()));
                }
                continue;
            }
            in_inputs_list = false;
        }
        if let Some(v) = trimmed.strip_prefix("input_files:") {
            let v = v.trim();
            if v.is_empty() {
                in_inputs_list = true;
            } else if let Some(list) = v.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                let items: Vec<&str> = list.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
                if items.len() != 1 {
                    return Err(format!("{}: tasks with several input files are not supported", yml.display()));
                }
                input = Some(unquote(items[0]));
            } else {
                input = Some(unquote(v));
            }
        } else if let Some(v) = trimmed.strip_prefix("- property_file:").or_else(|| trimmed.strip_prefix("property_file:")) {
            current_property = Some(unquote(v.trim()));
        } else if let Some(v) = trimmed.strip_prefix("expected_verdict:") {
            let is_reach = current_property.as_deref().is_some_and(|p| p.ends_with("unreach-call.prp"));
            if is_reach {
                expected = match unquote(v.trim()).as_str() {
                    "true" => Some(true),
                    "false" => Some(false),
                    _ => None,
                };
            }
        } else if let Some(v) = trimmed.strip_prefix("data_model:") {
            data_model =
                DataModel::parse(&unquote(v.trim())).ok_or_else(|| format!("{}: unknown data model {}", yml.display(), v.trim()))?;
        }
    }
    let input = input.ok_or_else(|| format!("{}: no input_files", yml.display()))?;
    let dir = yml.parent().unwrap_or(Path::new("."));
    Ok(Task { yml: yml.to_path_buf(), input: dir.join(input), data_model, expected })
}

fn unquote(s: &str) -> String {
    let s = s.trim();
    s.strip_prefix('\'')
        .and_then(|x| x.strip_suffix('\''))
        .or_else(|| s.strip_prefix('"').and_then(|x| x.strip_suffix('"')))
        .unwrap_or(s)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_normalised_task_format() {
        let dir = std::env::temp_dir().join(format!("effigy-task-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let yml = dir.join("t.yml");
        std::fs::write(
            &yml,
            "format_version: '2.0'\n# comment\ninput_files: 'prog.c'\nproperties:\n  - property_file: ../properties/termination.prp\n    expected_verdict: true\n  - property_file: ../../properties/unreach-call.prp\n    expected_verdict: false\noptions:\n  language: C\n  data_model: LP64\n",
        )
        .unwrap();
        let t = read_task(&yml).unwrap();
        assert_eq!(t.input, dir.join("prog.c"));
        assert_eq!(t.data_model, DataModel::Lp64);
        assert_eq!(t.expected, Some(false));
        std::fs::write(&yml, "input_files:\n  - 'a.i'\nproperties:\n  - property_file: unreach-call.prp\n    expected_verdict: true\n")
            .unwrap();
        let t = read_task(&yml).unwrap();
        assert_eq!(t.input, dir.join("a.i"));
        assert_eq!(t.data_model, DataModel::Ilp32);
        assert_eq!(t.expected, Some(true));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
