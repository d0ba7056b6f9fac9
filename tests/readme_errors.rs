//! README.md's table of error codes lists exactly the engine's codes (`ErrorCode::ALL`): a code
//! added, removed or renamed in one place and not the other fails here.

use folkgames::ErrorCode;
use std::collections::BTreeSet;

#[test]
fn the_readme_error_table_is_the_engines_codes() {
    let readme = include_str!("../README.md");
    let section = readme
        .split("\n## Errors\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("README.md has an Errors section");
    // Each row of the table begins with its codes in backticks: "| `a`, `b` | when |".
    let documented: BTreeSet<String> = section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .flat_map(|l| {
            let first = l.split('|').nth(1).unwrap_or_default();
            first
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let codes: BTreeSet<String> = ErrorCode::ALL
        .iter()
        .map(|c| c.as_str().to_string())
        .collect();
    assert_eq!(
        documented, codes,
        "README.md's error table and ErrorCode::ALL differ"
    );
}
