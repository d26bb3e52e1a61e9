//! Cards written as rules text where scenarios, links and the editor carry
//! them (`text::custom`), decklists read against the card table
//! (`formats::decklist`), and the table's search (`formats::library`).
//!
//! Cards, as their text is written here:
//! - Spark Adept {2}{R} 1/1 (a custom card): "{T}: Spark Adept deals 1
//!   damage to target creature or player."
//! - Ridge Hound {1}{R} 2/2 (a custom card): "Haste".
//! - Abzan Guide {3}{W}{B}{G} 4/4 (printed, 2014): "Lifelink / Morph
//!   {2}{W}{B}{G}" (it compiles, but the engine writes the morph cost in
//!   the printed colour order, {2}{B}{G}{W}: refused as a custom card).
//! - From the table: Lightning Bolt, Grizzly Bears, Hill Giant, Mountain,
//!   Forest, Fireball (not understood: "divided evenly, rounded down").

use crate::common;
use common::card_table::table;
use serde_json::{json, Value};
use stackwise::formats::{decklist, editing, library};
use stackwise::rules::actions::Action;
use stackwise::rules::types::{PlayerId, Zone};
use stackwise::session::Session;

fn spark_adept() -> Value {
    json!({"name": "Spark Adept", "mana_cost": "{2}{R}", "type": "Creature — Human Wizard", "power": 1, "toughness": 1,
           "text": "{T}: Spark Adept deals 1 damage to target creature or player."})
}

fn ridge_hound() -> Value {
    json!({"name": "Ridge Hound", "mana_cost": "{1}{R}", "type": "Creature - Hound", "power": "2", "toughness": "2", "text": "Haste (This creature can attack and {T} as soon as it comes under your control.)"})
}

fn scenario(cards: Value) -> String {
    json!({"format": "stackwise-scenario", "version": 3, "cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Spark Adept", "label": "adept"}, "Mountain", "Mountain"], "hand": [{"card": "Ridge Hound", "label": "hound"}], "library": ["Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}})
    .to_string()
}

fn act(s: &mut Session, v: Value) {
    let a: Action = serde_json::from_value(v.clone()).unwrap();
    s.apply(&a, None).unwrap_or_else(|e| panic!("{v}: {e}"));
}

fn pass_all(s: &mut Session) {
    for p in 0..2 {
        let a = Action::PassPriority { player: PlayerId(p) };
        if s.apply(&a, None).is_err() {
            break;
        }
    }
}

fn label(s: &Session, l: &str) -> stackwise::rules::types::ObjectId {
    s.label(l).unwrap()
}

#[test]
fn r602_custom_cards_written_as_text_play_by_their_text() {
    // Spark Adept's ability deals 1 to Bob (602: activated, {T} cost); Ridge
    // Hound, cast this turn, can attack because it has haste (702.10, 302.6).
    let mut s = Session::from_scenario(&scenario(json!([spark_adept(), ridge_hound()]))).unwrap();
    let adept = label(&s, "adept");
    act(&mut s, json!({"action": "activate_ability", "player": 0, "source": adept.0, "ability": 0, "targets": [{"player": 1}], "auto_pay": true}));
    pass_all(&mut s);
    assert_eq!(s.game().player(PlayerId(1)).life, 19);
    let hound = label(&s, "hound");
    act(&mut s, json!({"action": "cast_spell", "player": 0, "card": hound.0, "auto_pay": true}));
    pass_all(&mut s);
    let hound = s.game().battlefield.iter().copied().find(|o| s.game().obj(*o).is_some_and(|x| x.def.name == "Ridge Hound")).expect("Ridge Hound resolved");
    while s.game().turn.step != stackwise::rules::types::Step::DeclareAttackers || s.game().pending.is_none() {
        pass_all(&mut s);
        assert!(s.game().turn.number == 2, "never reached the declaration of attackers");
    }
    act(&mut s, json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": hound.0, "target": {"player": 1}}]}));
    assert!(s.game().obj(hound).unwrap().tapped, "the hound attacked");
}

#[test]
fn an_unread_phrase_refuses_the_scenario_naming_the_card_line_and_column() {
    let bad = json!({"name": "Ridge Hound", "mana_cost": "{1}{R}", "type": "Creature — Hound", "power": 2, "toughness": 2, "text": "Haste\nRidge Hound howls at the moon."});
    let errs = editing::check_scenario(&scenario(json!([spark_adept(), bad])));
    assert_eq!(errs.len(), 1, "{errs:?}");
    // Reading got as far as the card's name (its self-reference), then stopped.
    assert!(errs[0].starts_with("cards[1].text: line 2, column 13: could not read \"howls at the moon.\""), "{errs:?}");
    // A field that isn't one of a printed card's is named too.
    let odd = json!({"name": "Ridge Hound", "type": "Creature — Hound", "power": 2, "toughness": 2, "txt": "Haste"});
    let errs = editing::check_scenario(&scenario(json!([spark_adept(), odd])));
    assert!(errs[0].starts_with("cards[1]:") && errs[0].contains("txt"), "{errs:?}");
}

#[test]
fn a_card_the_engine_writes_back_differently_is_not_used() {
    // Abzan Guide's morph cost as the package prints it, {2}{W}{B}{G}: the
    // engine writes a mana cost in the printed colour order ({2}{B}{G}{W} for
    // these three), so the text it writes back is not the text given.
    let guide = json!({"name": "Abzan Guide", "mana_cost": "{3}{W}{B}{G}", "type": "Creature — Human Warrior", "power": 4, "toughness": 4, "text": "Lifelink\nMorph {2}{W}{B}{G}"});
    let c = editing::check_card_text(&guide.to_string());
    assert_eq!(c.status, "compiled");
    assert_eq!(c.problems.len(), 1);
    assert!(c.problems[0].starts_with("text: read, but the engine writes it back as \"Lifelink / Morph {2}{B}{G}{W}\""), "{:?}", c.problems);
    assert_eq!(c.rendered.as_deref(), Some("Lifelink\nMorph {2}{B}{G}{W}"));
    let errs = editing::check_scenario(&scenario(json!([spark_adept(), ridge_hound(), guide])));
    assert!(errs[0].starts_with("cards[2].text: read, but"), "{errs:?}");
}

#[test]
fn the_editor_check_marks_where_reading_stopped() {
    let card = json!({"name": "Odd Drake", "mana_cost": "{2}{U}", "type": "Creature — Drake", "power": 2, "toughness": 2, "text": "Flying (It flies.)\nOdd Drake whistles."});
    let c = editing::check_card_text(&card.to_string());
    assert_eq!(c.status, "not compiled");
    let u = c.unread.expect("where reading stopped");
    assert_eq!((u.line, u.column, u.phrase.as_str()), (2, 10, "whistles."));
    let fixed = json!({"name": "Odd Drake", "mana_cost": "{2}{U}", "type": "Creature — Drake", "power": 2, "toughness": 2, "text": "Flying"});
    let c = editing::check_card_text(&fixed.to_string());
    assert_eq!((c.status.as_str(), c.problems.len(), c.rendered.as_deref()), ("understood", 0, Some("Flying")));
    // Not JSON, and not a card written as text: named.
    assert!(editing::check_card_text("{\"name\": ").problems[0].starts_with("line 1"));
    assert!(editing::check_card_text("[1]").problems[0].contains("written as text"));
    // validate_card (the editor's check of any custom card) takes text cards too.
    assert!(editing::validate_card(&fixed.to_string()).is_empty());
    assert_eq!(editing::validate_card(&card.to_string()).len(), 1);
}

#[test]
fn exported_setups_and_positions_carry_cards_as_their_text_and_read_back_the_same() {
    let s = Session::from_scenario(&scenario(json!([spark_adept(), ridge_hound()]))).unwrap();
    let def = |s: &Session, n: &str| s.game().objects.values().find(|o| o.def.name == n).unwrap().def.clone();
    let setup: Value = serde_json::from_str(&s.export_setup().scenario).unwrap();
    let position: Value = serde_json::from_str(&s.export_position().unwrap()).unwrap();
    for (out, list) in [(&setup, &setup["cards"]), (&position, &position["position"]["defs"])] {
        let cards = list.as_array().unwrap();
        let adept = cards.iter().find(|c| c["name"] == "Spark Adept").expect("Spark Adept written out");
        assert_eq!(adept["type"], "Creature — Human Wizard");
        assert_eq!(adept["text"], "{T}: Spark Adept deals 1 damage to target creature or player.");
        assert!(adept.get("types").is_none() && adept.get("abilities").is_none(), "{adept}");
        // The reminder text was never part of the card: written back without it.
        let hound = cards.iter().find(|c| c["name"] == "Ridge Hound").unwrap();
        assert_eq!(hound["text"], "Haste");
        let back = Session::from_scenario(&out.to_string()).unwrap();
        assert_eq!(def(&back, "Spark Adept"), def(&s, "Spark Adept"));
        assert_eq!(def(&back, "Ridge Hound"), def(&s, "Ridge Hound"));
    }
    // A position whose text card doesn't read is refused naming the definition.
    let mut bad = position.clone();
    let defs = bad["position"]["defs"].as_array_mut().unwrap();
    let i = defs.iter().position(|c| c["name"] == "Ridge Hound").unwrap();
    defs[i]["text"] = json!("Haste and then some.");
    let errs = editing::check_scenario(&bad.to_string());
    assert!(errs[0].starts_with(&format!("position.defs[{i}].text: line 1")), "{errs:?}");
}

#[test]
fn decklists_name_every_line_they_cannot_use() {
    let list = "// burn\n4 Lightning Bolt\n2x grizzly bears\n\n3 Hill Giant (M10) 150\n1 Fireball\n2 No Such Card\n0 Forest\n10 Mountain\nSideboard\n2 Shatter\n";
    let d = decklist::read(list, Some(table()), stackwise::cards::builtin());
    let got: Vec<(u32, &str)> = d.entries.iter().map(|e| (e.count, e.name.as_str())).collect();
    assert_eq!(got, vec![(4, "Lightning Bolt"), (2, "Grizzly Bears"), (3, "Hill Giant"), (10, "Mountain")]);
    assert_eq!(d.total(), 19);
    assert_eq!(d.problems.len(), 3, "{:?}", d.problems);
    assert!(d.problems[0].starts_with("line 6: \"1 Fireball\": Fireball: not understood yet"), "{:?}", d.problems);
    assert!(d.problems[1].starts_with("line 7: \"2 No Such Card\": no card named"), "{:?}", d.problems);
    assert!(d.problems[2].starts_with("line 8: \"0 Forest\""), "{:?}", d.problems);
    assert_eq!(d.ignored.len(), 1);
    // A game needs every line usable: the errors name the deck and the line.
    let e = decklist::decks_for_game(&[("Alice", list), ("Bob", "20 Forest")], Some(table()), stackwise::cards::builtin()).unwrap_err();
    assert!(e.contains("deckA: line 6") && e.contains("deckA: line 7") && !e.contains("deckB"), "{e}");
}

#[test]
fn r103_a_game_dealt_from_decklists_draws_seven_and_replays_from_its_seed() {
    let a = "12 Mountain\n4 Lightning Bolt\n4 Hill Giant";
    let b = "12 Forest\n8 Grizzly Bears";
    let decks = decklist::decks_for_game(&[("Alice", a), ("Bob", b)], Some(table()), stackwise::cards::builtin()).unwrap();
    let s1 = Session::from_decks(&decks, 7).unwrap();
    let s2 = Session::from_decks(&decks, 7).unwrap();
    let g = s1.game();
    for p in 0..2 {
        let pl = g.player(PlayerId(p));
        assert_eq!((pl.hand.len(), pl.library.len()), (7, 13));
    }
    assert!(g.objects.values().filter(|o| o.zone == Zone::Library(PlayerId(1))).all(|o| o.def.name == "Forest" || o.def.name == "Grizzly Bears"));
    assert!(s1.game() == s2.game(), "the same seed deals the same game");
    assert!(Session::from_decks(&[("A".into(), vec![]), ("B".into(), decks[1].1.clone())], 1).is_err());
}

#[test]
fn the_table_search_ranks_names_first_and_gives_each_card_its_status() {
    let pool = stackwise::cards::builtin();
    let r = library::search(table(), pool, "lightning bolt", 10, false);
    assert_eq!(r[0].name, "Lightning Bolt");
    assert_eq!((r[0].status.as_str(), r[0].playable), ("understood", true));
    let card = r[0].card.as_ref().expect("an understood card goes into a scenario as its text");
    assert_eq!(card.type_line, "Instant");
    let fb = library::search(table(), pool, "fireball", 5, false);
    let f = fb.iter().find(|c| c.name == "Fireball").unwrap();
    assert_eq!(f.status, "not compiled");
    assert!(f.problem.as_deref().unwrap().contains("divided evenly"), "{:?}", f.problem);
    assert!(f.card.is_none());
    // Words anywhere in name, type or text; playable only.
    let r = library::search(table(), pool, "bear creature", 200, true);
    assert!(r.iter().any(|c| c.name == "Grizzly Bears"));
    assert!(r.iter().all(|c| c.playable));
    assert!(library::search(table(), pool, "   ", 10, false).is_empty());
    // Only cards first printed by the rules' date: Thragtusk (Avacyn Restored, 2012) is not offered.
    assert!(library::search(table(), pool, "thragtusk", 5, false).is_empty());
    assert!(!library::search(table(), pool, "tarmogoyf", 5, false).is_empty());
}

#[test]
fn forge_puzzles_take_their_cards_from_the_card_table_and_play_to_a_result() {
    // Zuran Spellcaster is not a built-in card: it comes from the table,
    // understood from its text; Fireball isn't understood yet and Thragtusk
    // (2012) is after the rules' date: both named with why.
    let pzl = "[metadata]\nName:Finish them\nGoal:Win\nTurns:1\n[state]\nturn=1\nactiveplayer=human\nactivephase=MAIN1\nhumanlife=20\nailife=3\n\
               humanbattlefield=Zuran Spellcaster;Mountain\nhumanhand=Lightning Bolt;Fireball\naibattlefield=Thragtusk\n";
    let imp = stackwise::formats::pzl::import_with_table(pzl, table()).unwrap();
    assert_eq!(imp.scenario.cards.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(), vec!["Zuran Spellcaster"]);
    let notes = imp.not_brought.join("\n");
    assert!(notes.contains("card 'Fireball': Fireball: not understood yet: line 1"), "{notes}");
    assert!(notes.contains("card 'Thragtusk': Thragtusk: first printed on 2012-07-13"), "{notes}");
    let text = imp.scenario_text().unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["cards"][0]["type"], "Creature — Human Wizard", "written as printed");
    // It plays: Lightning Bolt takes the AI from 3 to 0 and the goal (win) is met (104.3b, 704.5a).
    let mut s = Session::from_scenario(&text).unwrap();
    let bolt = s.game().player(PlayerId(0)).hand.iter().copied().find(|o| s.game().obj(*o).unwrap().def.name == "Lightning Bolt").unwrap();
    act(&mut s, json!({"action": "cast_spell", "player": 0, "card": bolt.0, "targets": [{"player": 1}], "auto_pay": true}));
    pass_all(&mut s);
    assert_eq!(s.game().winners.as_deref(), Some(&[PlayerId(0)][..]));
    // Without the table only built-in cards come over.
    let plain = stackwise::formats::pzl::import(pzl).unwrap();
    assert!(plain.scenario.cards.is_empty());
    assert!(plain.not_brought.join("\n").contains("card 'Zuran Spellcaster': not in stackwise's card pool"));
}
