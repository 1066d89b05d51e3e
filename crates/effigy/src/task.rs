//! SV-COMP task definitions (format 2.0): the input file, the data model, and the properties
//! with their expected verdicts.

use std::path::{Path, PathBuf};

use effigy_ir::DataModel;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    pub yml: PathBuf,
    pub input: PathBuf,
    pub data_model: DataModel,
    /// Every property the task lists, in its order.
    pub properties: Vec<TaskProperty>,
    /// The property a run checks (`unreach-call` when the task lists it, else its only one,
    /// else the one chosen by [`Task::select`]); `None` when none is chosen.
    pub property: Option<String>,
    /// The chosen property's expected verdict: `Some(true)` when it holds.
    pub expected: Option<bool>,
    /// For an expected FALSE, the subproperty violated (`valid-deref`, …), when the task names it.
    pub subproperty: Option<String>,
}

/// One entry of a task's `properties`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskProperty {
    /// The property's name: the `.prp` file's meaning when effigy reads it, else the file's
    /// stem (`termination`).
    pub name: String,
    pub file: PathBuf,
    pub expected: Option<bool>,
    pub subproperty: Option<String>,
}

impl Task {
    /// Chooses the property to check; an error when the task does not list it.
    pub fn select(&mut self, name: &str) -> Result<(), String> {
        let Some(p) = self.properties.iter().find(|p| p.name == name) else {
            let listed: Vec<&str> = self.properties.iter().map(|p| p.name.as_str()).collect();
            return Err(format!("{}: the task does not list the property `{name}` (it lists: {})", self.yml.display(), listed.join(", ")));
        };
        self.property = Some(p.name.clone());
        self.expected = p.expected;
        self.subproperty = p.subproperty.clone();
        Ok(())
    }
}

/// The name of the property a `.prp` file states: its meaning when effigy reads it, else the
/// file's stem.
pub fn property_name(file: &Path) -> String {
    match std::fs::read_to_string(file).ok().map(|t| effigy_engine::Property::from_prp(&t)) {
        Some(Ok(p)) => p.name,
        _ => file.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default(),
    }
}

/// Reads the subset of YAML that task files use: `input_files` (a string or a one-element
/// list), `properties` entries with `property_file`, `expected_verdict` and `subproperty`, and
/// `options.data_model`.
pub fn read_task(yml: &Path) -> Result<Task, String> {
    let text = std::fs::read_to_string(yml).map_err(|e| format!("cannot read {}: {e}", yml.display()))?;
    let dir = yml.parent().unwrap_or(Path::new("."));
    let mut input: Option<String> = None;
    let mut data_model = DataModel::Ilp32;
    let mut properties: Vec<TaskProperty> = Vec::new();
    let mut in_inputs_list = false;
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
            let file = dir.join(unquote(v.trim()));
            properties.push(TaskProperty { name: property_name(&file), file, expected: None, subproperty: None });
        } else if let Some(v) = trimmed.strip_prefix("expected_verdict:") {
            if let Some(p) = properties.last_mut() {
                p.expected = match unquote(v.trim()).as_str() {
                    "true" => Some(true),
                    "false" => Some(false),
                    _ => None,
                };
            }
        } else if let Some(v) = trimmed.strip_prefix("subproperty:") {
            if let Some(p) = properties.last_mut() {
                p.subproperty = Some(unquote(v.trim()));
            }
        } else if let Some(v) = trimmed.strip_prefix("data_model:") {
            data_model =
                DataModel::parse(&unquote(v.trim())).ok_or_else(|| format!("{}: unknown data model {}", yml.display(), v.trim()))?;
        }
    }
    let input = input.ok_or_else(|| format!("{}: no input_files", yml.display()))?;
    let mut task =
        Task { yml: yml.to_path_buf(), input: dir.join(input), data_model, properties, property: None, expected: None, subproperty: None };
    // unreach-call when listed, else the only property effigy checks (SV-COMP's tasks also
    // list termination and Test-Comp's coverage properties).
    let checkable: Vec<&TaskProperty> = task.properties.iter().filter(|p| effigy_engine::Property::from_name(&p.name).is_ok()).collect();
    let default = if task.properties.iter().any(|p| p.name == "unreach-call") {
        Some("unreach-call".to_string())
    } else if checkable.len() == 1 {
        Some(checkable[0].name.clone())
    } else if task.properties.len() == 1 {
        Some(task.properties[0].name.clone())
    } else {
        None
    };
    if let Some(name) = default {
        task.select(&name)?;
    }
    Ok(task)
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
        // A memory-safety task: the property named by the file's text, the subproperty kept;
        // with two properties and no unreach-call, none is chosen until one is selected.
        std::fs::write(dir.join("mem.prp"), "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n").unwrap();
        std::fs::write(
            &yml,
            "input_files: 'a.c'\nproperties:\n  - property_file: mem.prp\n    expected_verdict: false\n    subproperty: valid-memtrack\n  - property_file: ../p/valid-memcleanup.prp\n    expected_verdict: false\n",
        )
        .unwrap();
        let mut t = read_task(&yml).unwrap();
        assert_eq!(t.property, None);
        let names: Vec<&str> = t.properties.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["valid-memsafety", "valid-memcleanup"]);
        t.select("valid-memsafety").unwrap();
        assert_eq!((t.expected, t.subproperty.as_deref()), (Some(false), Some("valid-memtrack")));
        assert!(t.select("no-overflow").unwrap_err().contains("valid-memsafety, valid-memcleanup"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
