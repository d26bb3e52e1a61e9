//! The CLI's card commands over the card table (pkg/card-table.json, made by
//! `node scripts/card-table.mjs`, which `npm test` runs first): decklists,
//! games dealt from them, rules text compiled with its characteristics, and
//! a folder of Forge puzzles counted.

use std::process::Command;

fn stackwise(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_stackwise")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("stackwise-cli-cards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn a_decklist_reads_card_by_card_and_names_each_line_it_cannot_use() {
    let f = temp("burn.txt", "12 Mountain\n4 Lightning Bolt\n2x Hill Giant\n1 Fireball\n3 Thragtusk\nSideboard\n1 Shatter\n");
    let (code, out, err) = stackwise(&["decklist", &f]);
    assert_eq!(code, 2, "{err}");
    assert!(out.contains("12 Mountain (understood)") && out.contains("2 Hill Giant (understood)"), "{out}");
    assert!(out.contains("left out: line 7: \"1 Shatter\": sideboard"), "{out}");
    assert!(out.contains(": 18 cards"), "{out}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains("2 line(s) not used: line 4: \"1 Fireball\"") && err.contains("line 5: \"3 Thragtusk\": Thragtusk: first printed on 2012-07-13"), "{err}");
}

#[test]
fn two_decklists_are_played_by_the_computer_to_a_result_the_same_for_a_seed() {
    let a = temp("red.txt", "16 Mountain\n4 Lightning Bolt\n8 Hill Giant\n4 Raging Goblin\n");
    let b = temp("green.txt", "16 Forest\n8 Grizzly Bears\n4 Giant Growth\n4 Craw Wurm\n");
    let (code, out, err) = stackwise(&["run", "--decks", &a, &b, "--seed", "3"]);
    assert_eq!(code, 0, "{err}");
    // The log has the rule first on each line; the game ends by a rule (104.2a: a player wins).
    assert!(out.lines().any(|l| l.starts_with("104.2a")), "the game ends: {}", out.lines().rev().take(5).collect::<Vec<_>>().join(" | "));
    assert!(err.starts_with("red vs green (seed 3): won by "), "{err}");
    let (_, again, err2) = stackwise(&["run", "--decks", &a, &b, "--seed", "3"]);
    assert_eq!((out, err), (again, err2), "the same seed plays the same game");
    // An unusable line stops it, named.
    let bad = temp("bad.txt", "20 Forest\n2 Not A Card\n");
    let (code, _, err) = stackwise(&["run", "--decks", &a, &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("deckB: line 2: \"2 Not A Card\": no card named 'Not A Card'"), "{err}");
}

#[test]
fn compile_takes_the_mana_cost_and_power_and_toughness() {
    let (code, out, err) = stackwise(&["compile", "--name", "Ember Hound", "--type", "Creature — Hound", "--cost", "{1}{R}", "--pt", "2/2", "--text", "Haste"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Ember Hound (understood)"), "{out}");
    assert!(out.contains("\"power\": 2") && out.contains("\"mana_cost\": \"{1}{R}\""), "{out}");
    let (code, _, err) = stackwise(&["compile", "--text", "Haste", "--pt", "22"]);
    assert_eq!(code, 2);
    assert!(err.contains("--pt: '22' is not POWER/TOUGHNESS"), "{err}");
}

#[test]
fn a_folder_of_forge_puzzles_is_counted_with_the_cards_that_keep_them_out() {
    let (code, out, err) = stackwise(&["pzl-report", "tests/pzl"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("6 puzzle files in tests/pzl: 6 read; "), "{out}");
    // Gurmag Angler (2015) is in two of the six: the most common missing card.
    assert!(out.contains("     2  Gurmag Angler: Gurmag Angler: first printed on 2015-01-23"), "{out}");
}

#[test]
fn output_to_a_closed_pipe_ends_quietly() {
    use std::io::Read;
    // A game's log is far longer than a pipe's buffer.
    let a = temp("pipe-red.txt", "16 Mountain\n4 Lightning Bolt\n8 Hill Giant\n4 Raging Goblin\n");
    let b = temp("pipe-green.txt", "16 Forest\n8 Grizzly Bears\n4 Giant Growth\n4 Craw Wurm\n");
    let mut child = Command::new(env!("CARGO_BIN_EXE_stackwise"))
        .args(["run", "--decks", &a, &b])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read one byte, then close the pipe: the rest of the output has nowhere to go.
    let mut one = [0u8; 1];
    child.stdout.as_mut().unwrap().read_exact(&mut one).unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
}
