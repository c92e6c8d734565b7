//! Every rule of the Chicago Express reference (CE-), every decision (DCE-) and every board figure (CEM-) is named
//! by at least one test as `// rule ID`. The IDs are those of `chicago-express.md`, `chicago-express-decisions.md`
//! and `chicago-express-map.md` (the project's shared rules reference), copied here so the check needs no file
//! outside the repository; a new rule there is a new line here.

/// Every ID of the reference.
const IDS: &[&str] = &[
    "CE-1.1", "CE-1.2", "CE-1.3", "CE-1.4", "CE-1.5", "CE-1.6", "CE-1.7", "CE-1.8", "CE-1.9", "CE-2.1",
    "CE-2.2", "CE-2.3", "CE-2.4", "CE-2.5", "CE-2.6", "CE-2.7", "CE-2.8", "CE-2.9", "CE-2.10", "CE-2.11",
    "CE-2.12", "CE-2.13", "CE-2.14", "CE-2.15", "CE-2.16", "CE-2.17", "CE-2.18", "CE-2.19", "CE-2.20",
    "CE-2.21", "CE-2.22", "CE-3.1", "CE-3.2", "CE-3.3", "CE-3.4", "CE-3.5", "CE-3.6", "CE-3.7", "CE-3.8",
    "CE-3.9", "CE-3.10", "CE-4.1", "CE-4.2", "CE-4.3", "CE-4.4", "CE-4.5", "CE-4.6", "CE-4.7", "CE-4.8",
    "CE-4.9", "CE-4.10", "CE-4.11", "CE-4.12", "CE-5.1", "CE-5.2", "CE-5.3", "CE-5.4", "CE-5.5", "CE-5.6",
    "CE-5.7", "CE-5.8", "CE-5.9", "CE-5.10", "CE-5.11", "CE-5.12", "CE-5.13", "CE-5.14", "CE-5.15",
    "CE-5.16", "CE-5.17", "CE-6.1", "CE-6.2", "CE-6.3", "CE-6.4", "CE-6.5", "CE-6.6", "CE-6.7", "CE-6.8",
    "CE-6.9", "CE-6.10", "CE-7.1", "CE-7.2", "CE-7.3", "CE-7.4", "CE-7.5", "CE-7.6", "CE-7.7", "CE-7.8",
    "CE-8.1", "CE-8.2", "CE-8.3", "CE-8.4", "CE-8.5", "CE-8.6", "CE-8.7", "CE-8.8", "CE-9.1", "CE-9.2",
    "CE-9.3", "CE-9.4", "CE-9.5", "CE-9.6", "CE-9.7", "CE-10.1", "CE-10.2", "CE-10.3", "CE-10.4", "CE-10.5",
    "CE-10.6", "CE-10.7", "CE-10.8", "CE-10.9", "CE-11.1", "CE-11.2", "CE-11.3", "CE-11.4", "CE-11.5",
    "CE-12.1", "CE-12.2", "DCE-1", "DCE-2", "DCE-3", "DCE-4", "DCE-5", "DCE-6", "DCE-7", "DCE-8", "DCE-9",
    "DCE-10", "DCE-11", "DCE-12", "DCE-13", "DCE-14", "DCE-15", "DCE-16", "DCE-17", "DCE-18", "DCE-19",
    "DCE-20", "DCE-21", "DCE-22", "DCE-23", "DCE-24", "DCE-25", "DCE-26", "DCE-27", "DCE-28", "DCE-29",
    "DCE-30", "DCE-31", "DCE-32", "DCE-33", "DCE-34", "DCE-35", "DCE-36", "DCE-37", "DCE-38", "DCE-39",
    "DCE-40", "DCE-41", "DCE-42", "CEM-1.1", "CEM-1.2", "CEM-1.3", "CEM-1.4", "CEM-1.5", "CEM-1.6",
    "CEM-2.1", "CEM-2.2", "CEM-2.3", "CEM-2.4", "CEM-2.5", "CEM-2.6", "CEM-2.7", "CEM-2.8", "CEM-5.1",
    "CEM-5.2", "CEM-6.1", "CEM-7.1", "CEM-7.2", "CEM-8.1", "CEM-8.2", "CEM-8.3", "CEM-8.4", "CEM-8.5",
    "CEM-9.1", "CEM-9.2", "CEM-9.3", "CEM-9.4", "CEM-9.5", "CEM-9.6", "CEM-10.1", "CEM-10.2", "CEM-10.3",
    "CEM-10.4",
];

#[test]
fn every_rule_decision_and_board_figure_is_named_by_a_test() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut named = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the tests folder") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a test file");
            for line in text.lines() {
                if let Some(id) = line.trim().strip_prefix("// rule ") {
                    named.insert(id.trim().to_string());
                }
            }
        }
    }
    let missing: Vec<&&str> = IDS.iter().filter(|id| !named.contains(**id)).collect();
    assert!(missing.is_empty(), "not named by any test: {missing:?}");
    let unknown: Vec<&String> = named.iter().filter(|id| !IDS.contains(&id.as_str())).collect();
    assert!(
        unknown.is_empty(),
        "tests name IDs the reference does not have: {unknown:?}"
    );
}
