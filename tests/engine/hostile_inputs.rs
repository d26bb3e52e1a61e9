//! Hostile scenarios, positions and saved sessions: what can never be played,
//! what names something that isn't there, and fields a format doesn't have are
//! refused with a message naming the place; a session can always be saved or
//! says why not; a call that fails leaves the session exactly as it was.
//! The repros are in tests/repros/ (each file's description says what it did).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::formats::json_path;
use stackwise::formats::snapshot::Snapshot;
use stackwise::rules::limits::*;
use stackwise::rules::*;
use stackwise::session::Session;

fn repro(name: &str) -> String {
    std::fs::read_to_string(format!("tests/repros/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Why a scenario's text is refused (parse or build); panics if it is accepted.
fn refusal(text: &str) -> String {
    match Session::from_scenario(text) {
        Ok(_) => panic!("accepted: {text:.200}"),
        Err(e) => e,
    }
}

fn setup(v: Value) -> String {
    let mut v = v;
    v["format"] = "stackwise-scenario".into();
    v["version"] = 1.into();
    v.to_string()
}

fn pass(p: u8) -> Action {
    Action::PassPriority { player: PlayerId(p) }
}

// ---- 506.4: the combat record of a position names creatures in combat ---------------------------

/// tests/repros/position-combat-unknown-attacker-apply-throws-after-applying.json:
/// a position whose combat names object 2^64-1 as an attacker. Attacking
/// creatures are permanents on the battlefield (506.4 removes any that
/// leave): the position is refused, naming the field.
#[test]
fn r506_4_a_position_whose_attacker_is_no_permanent_is_refused() {
    let e = refusal(&repro("position-combat-unknown-attacker-apply-throws-after-applying.json"));
    assert!(e.contains("position.game.combat.attackers") && e.contains("18446744073709551615"), "{e}");
}

/// The exported position of a real combat loads; the same position with a
/// blocker, an attacked object, or a blocked attacker that never existed (an
/// id at or past next_id) is refused, naming the place.
#[test]
fn r506_4_a_position_whose_combat_names_objects_never_made_is_refused() {
    let mut s = Session::from_scenario(&setup(json!({
        "players": [{"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "a"}]}, {"name": "B", "battlefield": [{"card": "Llanowar Elves", "label": "b"}]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    })))
    .unwrap();
    let a = s.label("a").unwrap();
    let b = s.label("b").unwrap();
    let to_decision = |s: &mut Session| {
        for _ in 0..8 {
            if s.game().pending.is_some() {
                return;
            }
            let p = s.game().acting_player().unwrap();
            s.apply(&pass(p.0), None).unwrap();
        }
        panic!("no decision came");
    };
    to_decision(&mut s);
    let act = |v: Value| -> Action { serde_json::from_value(v).unwrap() };
    s.apply(&act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": a.0, "target": {"player": 1}}]})), None).unwrap();
    to_decision(&mut s);
    s.apply(&act(json!({"action": "declare_blockers", "player": 1, "blockers": [{"blocker": b.0, "attacker": a.0}]})), None).unwrap();
    let text = s.export_position().unwrap();
    Session::from_scenario(&text).expect("the engine's own combat loads");
    let v: Value = serde_json::from_str(&text).unwrap();
    let far = 1u64 << 40;
    let edits: [(&str, Box<dyn Fn(&mut Value)>); 3] = [
        ("combat.blocks", Box::new(move |c: &mut Value| c["blocks"][0][0] = far.into())),
        ("combat.attackers", Box::new(move |c: &mut Value| c["attackers"][0][1] = json!({"object": far}))),
        ("combat.blocked", Box::new(move |c: &mut Value| c["blocked"] = json!([far]))),
    ];
    for (field, edit) in edits {
        let mut bad = v.clone();
        edit(&mut bad["position"]["game"]["combat"]);
        let e = refusal(&bad.to_string());
        assert!(e.contains(&format!("position.game.{field}")) && e.contains(&far.to_string()), "{field}: {e}");
    }
}

// ---- All or nothing: a session put back as it was -----------------------------------------------

/// `Session::rollback` after an `apply` (the facade's path when the result
/// can't be given to JavaScript): the saved session is exactly what it was,
/// from a fresh session, after some actions, and after an undo (a redo list
/// that the new action would have branched from); and the session plays on.
#[test]
fn a_rolled_back_apply_leaves_the_session_exactly_as_it_was() {
    let text = setup(json!({
        "players": [{"name": "A", "hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]}, {"name": "B", "battlefield": ["Grizzly Bears"]}],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    }));
    let mut s = Session::from_scenario(&text).unwrap();
    let check = |s: &mut Session, a: &Action| {
        let before = s.save().unwrap();
        let snap: Snapshot = s.snapshot(None);
        let history = serde_json::to_string(&s.history()).unwrap();
        let m = s.mark();
        s.apply(a, None).expect("legal");
        assert_ne!(s.save().unwrap(), before, "the action changed the session");
        s.rollback(m);
        assert_eq!(s.save().unwrap(), before, "rolled back exactly");
        assert_eq!(s.snapshot(None), snap);
        assert_eq!(serde_json::to_string(&s.history()).unwrap(), history);
    };
    check(&mut s, &pass(0));
    s.apply(&pass(0), None).unwrap();
    s.apply(&pass(1), None).unwrap();
    check(&mut s, &pass(0));
    s.undo().unwrap();
    assert!(s.can_redo());
    check(&mut s, &pass(1));
    assert!(s.can_redo(), "the redo list is kept");
    s.redo().unwrap();
    // Redo rolled back too.
    s.undo().unwrap();
    let before = s.save().unwrap();
    let m = s.mark();
    s.redo().unwrap();
    s.rollback(m);
    assert_eq!(s.save().unwrap(), before);
    // And it plays on: the saved text loads and the next action is taken.
    Session::load(&s.save().unwrap()).expect("loads");
    s.apply(&pass(1), None).expect("plays on");
}

// ---- Saving never panics ------------------------------------------------------------------------

/// The bounded JSON writer behind `Session::save` and position export:
/// past its limit it stops with an error naming the limit, it never grows past
/// it, and within it writes what `serde_json` writes.
#[test]
fn a_text_over_the_save_limit_is_an_error_naming_the_limit() {
    let v: Vec<u64> = (0..10_000).collect();
    let full = serde_json::to_string(&v).unwrap();
    assert_eq!(json_path::to_string_bounded(&v, full.len(), "limits::X").unwrap(), full);
    let e = json_path::to_string_bounded(&v, full.len() - 1, "limits::X").unwrap_err();
    assert!(e.contains(&format!("more than {} bytes", full.len() - 1)) && e.contains("limits::X"), "{e}");
    const { assert!(MAX_SAVE_BYTES < (1 << 29)) };
    let s = Session::builtin("bolt-the-bears").unwrap();
    assert!(s.save().is_ok());
}

// ---- Unknown fields are refused -----------------------------------------------------------------

/// tests/repros/position-unknown-fields-ignored.json: a field the game
/// doesn't have, at the top of a position's game, in a player, and as a mana
/// pool's key ("B" for "black"), is refused with its path, as every other
/// format refuses unknown fields.
#[test]
fn unknown_fields_in_a_position_are_refused_by_their_paths() {
    let e = refusal(&repro("position-unknown-fields-ignored.json"));
    for path in ["position.game.bogus_field", "position.game.players[0].bogus", "position.game.players[0].pool.B"] {
        assert!(e.contains(&format!("{path}: unknown field")), "{path}: {e}");
    }
}

/// Unknown fields are refused by the types themselves: every struct read
/// from JSON (and every enum with a variant that has fields) is marked to
/// refuse fields it does not have, except a type read through another's
/// code (`transparent`, `from`, untagged) or one that hands its other fields
/// to a flattened part (which refuses them). A type added without the mark
/// would drop a misspelt field silently; this finds it by its name.
#[test]
fn every_type_read_from_json_refuses_unknown_fields() {
    let mut missing = Vec::new();
    let mut files = vec![std::path::PathBuf::from("src")];
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if p.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            if !(l.contains("derive(") && l.contains("Deserialize")) {
                continue;
            }
            let mut attrs: Vec<&str> = lines[..i].iter().rev().take_while(|a| a.trim_start().starts_with("#[")).copied().collect();
            let mut j = i;
            while j < lines.len() && !is_item(lines[j]) {
                attrs.push(lines[j]);
                j += 1;
            }
            let Some(item) = lines.get(j) else { continue };
            let body = item_body(&lines[j..]);
            let delegated = attrs.iter().any(|a| ["transparent", "from =", "try_from", "untagged", "field_identifier"].iter().any(|w| a.contains(w)));
            let has_fields = if item.contains(" struct ") || item.trim_start().starts_with("struct ") { item.trim_end().ends_with('{') } else { body.contains('{') };
            if has_fields && !delegated && !body.contains("serde(flatten)") && !attrs.iter().any(|a| a.contains("deny_unknown_fields")) {
                missing.push(format!("{}:{}: {}", p.display(), j + 1, item.trim()));
            }
        }
    }
    assert!(missing.is_empty(), "types read from JSON that would skip unknown fields:\n{}", missing.join("\n"));
}

fn is_item(l: &str) -> bool {
    let t = l.trim_start().trim_start_matches("pub(crate) ").trim_start_matches("pub ");
    t.starts_with("struct ") || t.starts_with("enum ")
}

/// The lines inside an item's braces, comments taken out.
fn item_body(lines: &[&str]) -> String {
    let mut depth = 0i32;
    let mut out = String::new();
    for (k, l) in lines.iter().enumerate() {
        let code = l.split("//").next().unwrap_or("");
        depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
        if k > 0 {
            out.push_str(code);
            out.push('\n');
        }
        if depth <= 0 && k > 0 {
            break;
        }
    }
    out
}

/// A saved session with a field its game doesn't have is refused, naming it;
/// the same text without it loads.
#[test]
fn unknown_fields_in_a_saved_session_are_refused_by_their_paths() {
    let s = Session::builtin("bolt-the-bears").unwrap();
    let mut v: Value = serde_json::from_str(&s.save().unwrap()).unwrap();
    Session::load(&v.to_string()).expect("as saved, it loads");
    v["game"]["game"]["players"][1]["lief"] = 7.into();
    let e = Session::load(&v.to_string()).err().expect("refused");
    assert!(e.contains("game.game.players[1].lief: unknown field"), "{e}");
}

// ---- 810.1, 103: what can never be played -------------------------------------------------------

/// tests/repros/2hg-one-team-export-unloadable.json: a Two-Headed Giant game
/// is two teams of two (810.1; 810.11: or of equally many more); one team, a
/// team of one, unequal teams and a player on no team are refused, naming teams.
#[test]
fn r810_1_two_headed_giant_needs_two_equal_teams_of_two_or_more() {
    let e = refusal(&repro("2hg-one-team-export-unloadable.json"));
    assert!(e.contains("teams:") && e.contains("810.1"), "{e}");
    let players = |n: usize| (0..n).map(|i| json!({"name": format!("P{i}")})).collect::<Vec<_>>();
    for (n, teams) in [(2, json!([[0], [1]])), (3, json!([[0, 1], [2]])), (4, json!([[0, 1]])), (4, json!([[0, 1], [2]])), (6, json!([[0, 1, 2], [3, 4]]))] {
        let e = refusal(&setup(json!({"variant": "two_headed_giant", "teams": teams, "players": players(n)})));
        assert!(e.contains("teams"), "{teams}: {e}");
    }
    for (n, teams) in [(4, json!([[0, 1], [2, 3]])), (6, json!([[0, 2, 4], [1, 3, 5]]))] {
        Session::from_scenario(&setup(json!({"variant": "two_headed_giant", "teams": teams, "players": players(n)}))).unwrap_or_else(|e| panic!("{teams}: {e}"));
    }
}

/// The same for a position: a Two-Headed Giant position whose teams are not
/// two of two is refused, and so is a position of one player (103: a game is
/// played by two or more).
#[test]
fn r810_1_a_position_that_can_never_be_played_is_refused() {
    let s = Session::from_scenario(&setup(json!({"variant": "two_headed_giant", "teams": [[0, 1], [2, 3]], "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]}))).unwrap();
    let text = s.export_position().unwrap();
    Session::from_scenario(&text).expect("loads as exported");
    let mut v: Value = serde_json::from_str(&text).unwrap();
    let g = &mut v["position"]["game"];
    g["teams"][0]["players"] = json!([0, 1, 2, 3]);
    g["teams"].as_array_mut().unwrap().truncate(1);
    for p in 0..4 {
        g["players"][p]["team"] = 0.into();
    }
    let e = refusal(&v.to_string());
    assert!(e.contains("position.game.teams") && e.contains("810.1"), "{e}");
    let one = Session::from_scenario(&setup(json!({"players": [{"name": "A"}, {"name": "B"}]}))).unwrap();
    let mut v: Value = serde_json::from_str(&one.export_position().unwrap()).unwrap();
    v["position"]["game"]["players"].as_array_mut().unwrap().truncate(1);
    let e = refusal(&v.to_string());
    assert!(e.contains("position.game.players: a game has 2 to 8 players"), "{e}");
}

// ---- 601.2b: a mode names one of the spell's modes ----------------------------------------------

/// tests/repros/aura-cast-with-any-mode.json: an Aura spell has no modes, so
/// a cast with a mode is refused (601.2b) and the game is unchanged, for two
/// Auras and for any mode number; without the mode the cast is legal.
#[test]
fn r601_2b_an_aura_cast_with_a_mode_is_refused() {
    // The repro's cast, refused; the game unchanged.
    let v: Value = serde_json::from_str(&repro("aura-cast-with-any-mode.json")).unwrap();
    let mut t = T::new(v.clone());
    let before = t.g().clone();
    let e = t.try_act(v["script"][0]["do"].clone()).expect_err("mode 7 on Pacifism");
    assert!(e.to_string().contains("601.2b") && e.to_string().contains("has no modes"), "{e}");
    assert_eq!(t.g(), &before);
    // The repro: Pacifism; and Presence of Gond, another Aura.
    for name in ["Pacifism", "Presence of Gond"] {
        let mut t = T::new(json!({"players": [
            {"name": "Alice", "hand": [{"card": name, "label": "aura"}], "battlefield": ["Plains", "Plains", "Forest", "Forest", "Forest"]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        let before = t.g().clone();
        for mode in [json!(0), json!(7), json!(u64::MAX)] {
            let r = t.try_act(json!({"action": "cast_spell", "player": 0, "card": "@aura", "targets": [{"object": "@theirs"}], "mode": mode, "auto_pay": true}));
            let e = r.expect_err("a mode for an Aura");
            assert!(e.to_string().contains("has no modes"), "{name} {mode}: {e}");
            assert_eq!(t.g(), &before, "{name}: the game is unchanged");
        }
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@aura", "targets": [{"object": "@theirs"}], "auto_pay": true}));
        assert_eq!(t.g().stack.len(), 1, "{name}: cast without a mode");
    }
}

// ---- 706.2: a copy on the battlefield has the copied card's characteristics ---------------------

/// tests/repros/copy-of-instant.json: a permanent set up as a copy of an
/// instant (or a sorcery) would be an instant on the battlefield (706.2: the
/// copy has the copied characteristics; 110.4b): refused, naming copy_of. An
/// instant card set up as a copy of a creature is a creature, and is accepted;
/// a copy off the battlefield is refused.
#[test]
fn r706_2_a_copy_is_checked_with_the_copied_characteristics() {
    let e = refusal(&repro("copy-of-instant.json"));
    assert!(e.contains("players[0].battlefield[0].copy_of") && e.contains("Lightning Bolt"), "{e}");
    let one = |entry: Value, zone: &str| setup(json!({"players": [{"name": "A", zone: [entry]}, {"name": "B"}]}));
    let e = refusal(&one(json!({"card": "Grizzly Bears", "copy_of": "Wrath of God"}), "battlefield"));
    assert!(e.contains("copy_of") && e.contains("Wrath of God"), "{e}");
    let s = Session::from_scenario(&one(json!({"card": "Lightning Bolt", "copy_of": "Grizzly Bears", "label": "x"}), "battlefield")).expect("a copy of a creature is a creature");
    let x = s.label("x").unwrap();
    let c = s.game().chars(x).unwrap();
    assert!(c.is_creature() && c.power == Some(2) && c.name == "Grizzly Bears");
    let e = refusal(&one(json!({"card": "Grizzly Bears", "copy_of": "Llanowar Elves"}), "hand"));
    assert!(e.contains("players[0].hand[0].copy_of"), "{e}");
}

// ---- 707.2a: a face-down permanent is a 2/2 creature with no name, text, subtypes or cost ------

/// tests/repros/face-down-planeswalker.json: a face-down Jace Beleren is a
/// 2/2 creature with no name, subtypes, text or mana cost (707.2a), for the
/// rules and in every view of the board: not a planeswalker, so it enters
/// with no loyalty (306.5b is for planeswalkers) and shows none; what it
/// copies is hidden with its face. A face-down Grizzly Bears and a face-down
/// Lightning Bolt copying a creature look the same; counters (not
/// characteristics, and public) still count (613.4c).
#[test]
fn r707_2a_a_face_down_permanent_is_a_nameless_2_2_creature_in_every_view() {
    let v: Value = serde_json::from_str(&repro("face-down-planeswalker.json")).unwrap();
    let s = Session::from_scenario(&v.to_string()).unwrap();
    let mut other: Value = v.clone();
    other["players"][0]["battlefield"] = json!([
        {"card": "Grizzly Bears", "face_down": true},
        {"card": "Lightning Bolt", "copy_of": "Llanowar Elves", "face_down": true},
        {"card": "Garruk Wildspeaker", "face_down": true, "counters": {"+1/+1": 1}}
    ]);
    let s2 = Session::from_scenario(&other.to_string()).unwrap();
    for (s, n) in [(&s, 1), (&s2, 3)] {
        for viewer in [None, Some(PlayerId(0)), Some(PlayerId(1))] {
            let snap = s.snapshot(viewer);
            let bf: Vec<_> = snap.battlefield.iter().collect();
            assert_eq!(bf.iter().map(|e| e.count).sum::<usize>(), n);
            for e in bf {
                assert_eq!(e.name, "", "{viewer:?}");
                assert_eq!(e.types, vec![CardType::Creature], "{viewer:?} {}", e.name);
                assert!(e.subtypes.is_empty() && e.supertypes.is_empty() && e.text.is_empty() && e.mana_cost.is_none() && e.copy_of.is_none(), "{viewer:?}");
                assert_eq!(e.loyalty, None);
                assert!(!e.counters.contains_key("loyalty"), "no loyalty counters");
                let plus = *e.counters.get("+1/+1").unwrap_or(&0) as i32;
                assert_eq!((e.power, e.toughness), (Some(2 + plus), Some(2 + plus)), "{viewer:?}");
            }
        }
    }
    // The rules see the same: a creature, no planeswalker (so no 704.5i for zero loyalty).
    let id = s.game().battlefield.iter().next().copied().unwrap();
    let c = s.game().chars(id).unwrap();
    assert!(c.is_creature() && !c.has_type(CardType::Planeswalker) && c.name.is_empty());
}

/// A pending decision's fields sit beside its player, prompt and rule in one
/// object: a field no decision has is refused there too, in a saved session
/// and in a position, naming the field.
#[test]
fn unknown_fields_in_a_pending_decision_are_refused() {
    let setup = json!({
        "format": "stackwise-scenario", "version": 1,
        "players": [{"name": "Alice", "battlefield": ["Grizzly Bears"]}, {"name": "Bob"}],
        "turn": {"active": 0, "number": 3, "step": "beginning_of_combat"}
    });
    let mut s = Session::from_scenario(&setup.to_string()).unwrap();
    for p in [0, 1] {
        s.apply(&stackwise::rules::actions::Action::PassPriority { player: stackwise::rules::types::PlayerId(p) }, None).unwrap();
    }
    assert!(s.game().pending.is_some(), "Alice is asked for attackers (508.1)");
    let mut v: Value = serde_json::from_str(&s.save().unwrap()).unwrap();
    Session::load(&v.to_string()).expect("as saved, it loads");
    v["game"]["game"]["pending"]["defendrs"] = json!([]);
    let e = Session::load(&v.to_string()).err().expect("refused");
    assert!(e.contains("defendrs"), "{e}");
    // The same decision in a position.
    let pos: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    let mut bad = pos.clone();
    bad["position"]["game"]["pending"]["defendrs"] = json!([]);
    Session::from_scenario(&pos.to_string()).expect("the position as exported loads");
    let e = Session::from_scenario(&bad.to_string()).err().expect("refused");
    assert!(e.contains("defendrs"), "{e}");
}
