//! Choices of a value: "choose a creature type", "choose an opponent", "name
//! a nonland card", "choose a number", made by a resolving instruction
//! (608.2d) or as a permanent enters the battlefield (614.12), then read back
//! as "the chosen ..." by the spell's later instructions or the permanent's
//! abilities. Each question is a decision of its own kind; a wrong answer is
//! refused and leaves the game as it was.
//!
//! Real cards, built in (built in: compiled from their printed text), with their printed text:
//! - Distant Melody {3}{U}, sorcery: "Choose a creature type. Draw a card for
//!   each permanent you control of that type."
//! - Luminescent Rain {2}{G}, instant: "Choose a creature type. You gain 2
//!   life for each permanent you control of that type."
//! - Shared Triumph {1}{W}: "As Shared Triumph enters the battlefield, choose
//!   a creature type. Creatures of the chosen type get +1/+1."
//! - Engineered Plague {2}{B}: "As Engineered Plague enters the battlefield,
//!   choose a creature type. All creatures of the chosen type get -1/-1."
//! - Black Vise {1}: "As Black Vise enters the battlefield, choose an
//!   opponent. At the beginning of the chosen player's upkeep, Black Vise
//!   deals X damage to that player, where X is the number of cards in his or
//!   her hand minus 4."
//! - The Rack {1}: "... where X is 3 minus the number of cards in his or her hand."
//! - Meddling Mage {W}{U} 2/2 and Nevermore {1}{W}{W}: "As [this] enters the
//!   battlefield, name a nonland card. The named card can't be cast."
//! - Shapeshifter {6} */7-*: "As Shapeshifter enters the battlefield, choose a
//!   number between 0 and 7. At the beginning of your upkeep, you may choose
//!   a number between 0 and 7. Shapeshifter's power is equal to the last
//!   chosen number and its toughness is equal to 7 minus that number."
//! - Void {3}{B}{R}, sorcery: "Choose a number. Destroy all artifacts and
//!   creatures with converted mana cost equal to that number. Then target
//!   player reveals his or her hand and discards all nonland cards with
//!   converted mana cost equal to the number."
//! - Flicker {1}{W}: "Exile target nontoken permanent, then return it to the
//!   battlefield under its owner's control." Clone: "You may have Clone enter
//!   the battlefield as a copy of any creature on the battlefield."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Resume};
use stackwise::rules::*;

/// Alice's first main phase, with mana; Bob with `bob_bf` and `bob_hand`.
fn game(alice_bf: Value, alice_hand: Value, bob_bf: Value, bob_hand: Value) -> T {
    T::new(json!({"players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "mana_pool": "{W}{W}{U}{U}{B}{B}{R}{G}{6}",
         "library": ["Plains", "Plains", "Plains", "Plains", "Plains"]},
        {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "mana_pool": "{R}{R}{G}{3}", "library": ["Mountain", "Mountain", "Mountain"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

/// The pending decision: its kind, after checking who is asked and the rule.
fn asked(t: &T, player: u8, rule: &str) -> DecisionKind {
    let d = t.g().pending.clone().expect("a question is asked");
    assert_eq!((d.player, d.rule.as_str(), d.resume.clone()), (PlayerId(player), rule, Resume::Resolution), "{d:?}");
    d.kind
}

/// A refused answer changes nothing.
fn refused(t: &mut T, action: Value) -> String {
    let before = t.g().clone();
    let err = t.try_act(action).expect_err("refused");
    assert_eq!(t.g(), &before, "a refused answer leaves the game as it was");
    err.to_string()
}

fn cast(t: &mut T, player: u8, label: &str, targets: Value) {
    t.act(json!({"action": "cast_spell", "player": player, "card": format!("@{label}"), "targets": targets, "auto_pay": true}));
    t.pass_all();
}

// ---- choose a creature type (608.2d: as the instruction is followed) ----

/// Distant Melody naming Elf with two Elves and a Bear: two cards. The
/// question lists the creature types of 205.3m; "Dog" is none of them.
#[test]
fn r608_2d_distant_melody_draws_for_each_permanent_of_the_chosen_type() {
    let mut t = game(json!(["Llanowar Elves", "Glistener Elf", "Grizzly Bears"]), json!([{"card": "Distant Melody", "label": "dm"}]), json!([]), json!([]));
    cast(&mut t, 0, "dm", json!([]));
    let DecisionKind::ChooseCreatureType { types } = asked(&t, 0, "608.2d") else { panic!() };
    assert!(types.iter().any(|x| x == "Elf") && types.iter().any(|x| x == "Bear") && types.len() > 200);
    let e = refused(&mut t, json!({"action": "choose_creature_type", "player": 0, "creature_type": "Dog"}));
    assert!(e.contains("not a creature type"), "{e}");
    refused(&mut t, json!({"action": "choose_creature_type", "player": 1, "creature_type": "Elf"}));
    refused(&mut t, json!({"action": "choose_color", "player": 0, "color": "Green"}));
    let hand = t.g().players[0].hand.len();
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Elf"}));
    assert_eq!(t.g().players[0].hand.len(), hand + 2);
    assert_eq!(t.zone("dm"), "graveyard");
}

/// Luminescent Rain naming Bear: one Bear, 2 life; naming Elf: two Elves, 4.
#[test]
fn r608_2d_luminescent_rain_gains_two_for_each_permanent_of_the_chosen_type() {
    for (ty, gain) in [("Bear", 2), ("Elf", 4), ("Zombie", 0)] {
        let mut t = game(json!(["Llanowar Elves", "Glistener Elf", "Grizzly Bears"]), json!([{"card": "Luminescent Rain", "label": "lr"}]), json!(["Grizzly Bears"]), json!([]));
        cast(&mut t, 0, "lr", json!([]));
        t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": ty}));
        assert_eq!(t.life(0), 20 + gain, "{ty}: only permanents Alice controls count");
    }
}

// ---- choose a creature type as it enters (614.12) ----

/// Shared Triumph naming Bear: every Bear gets +1/+1, whoever controls it;
/// the Elves don't. The choice is asked as it enters (614.12), not on the stack.
#[test]
fn r614_12_shared_triumph_pumps_creatures_of_the_chosen_type() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]), json!([{"card": "Shared Triumph", "label": "st"}]), json!([{"card": "Grizzly Bears", "label": "theirs"}]), json!([]));
    cast(&mut t, 0, "st", json!([]));
    assert!(matches!(asked(&t, 0, "614.12"), DecisionKind::ChooseCreatureType { .. }));
    assert_eq!(t.zone("st"), "stack", "the choice is made as it enters");
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Bear"}));
    assert_eq!(t.zone("st"), "battlefield");
    assert_eq!(t.g().objects[&t.id("st")].extra.chosen.creature_type.as_deref(), Some("Bear"));
    assert_eq!((pt(&t, "bears"), pt(&t, "theirs"), pt(&t, "elves")), ((3, 3), (3, 3), (1, 1)));
}

/// Engineered Plague naming Elf: the 1/1 Elves are 0/0 and die (704.5f);
/// with Shared Triumph naming Elf too, they are 1/1 again and live.
#[test]
fn r614_12_engineered_plague_shrinks_the_chosen_type_and_two_choices_add_up() {
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Engineered Plague", "label": "ep"}]), json!([]), json!([]));
    cast(&mut t, 0, "ep", json!([]));
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Elf"}));
    assert_eq!(t.zone("elves"), "graveyard");
    assert_eq!(pt(&t, "bears"), (2, 2));

    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}]), json!([{"card": "Shared Triumph", "label": "st"}, {"card": "Engineered Plague", "label": "ep"}]), json!([]), json!([]));
    for label in ["st", "ep"] {
        cast(&mut t, 0, label, json!([]));
        t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Elf"}));
    }
    assert_eq!(pt(&t, "elves"), (1, 1));
}

/// A permanent put onto the battlefield by an instruction makes its choice
/// too, before the next instruction (614.12): Engineered Plague flickered by
/// Flicker is a new object (400.7) that chooses again.
#[test]
fn r614_12_a_flickered_plague_chooses_again() {
    let mut t = game(json!([{"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "bears"}]), json!([{"card": "Engineered Plague", "label": "ep"}, {"card": "Flicker", "label": "fl"}]), json!([]), json!([]));
    cast(&mut t, 0, "ep", json!([]));
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Zombie"}));
    let ep = t.id("ep");
    cast(&mut t, 0, "fl", json!([{"object": ep}]));
    assert!(matches!(asked(&t, 0, "614.12"), DecisionKind::ChooseCreatureType { .. }));
    t.act(json!({"action": "choose_creature_type", "player": 0, "creature_type": "Bear"}));
    assert_eq!(pt(&t, "bears"), (1, 1));
    assert_eq!(pt(&t, "elves"), (1, 1));
}

// ---- choose an opponent (614.12) ----

/// Black Vise choosing Bob: at Bob's upkeep with six cards, 2 damage to Bob;
/// Alice's own upkeep triggers nothing. Alice can't choose herself.
#[test]
fn r614_12_black_vise_hurts_the_chosen_opponent_at_their_upkeep() {
    let six = json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]);
    let mut t = game(json!([]), json!([{"card": "Black Vise", "label": "bv"}]), json!([]), six);
    cast(&mut t, 0, "bv", json!([]));
    let DecisionKind::ChoosePlayer { players } = asked(&t, 0, "614.12") else { panic!() };
    assert_eq!(players, vec![PlayerId(1)], "an opponent: not Alice");
    refused(&mut t, json!({"action": "choose_player", "player": 0, "chosen": 0}));
    refused(&mut t, json!({"action": "choose_player", "player": 0, "chosen": 7}));
    t.act(json!({"action": "choose_player", "player": 0, "chosen": 1}));
    // To Bob's upkeep (he draws after it: six cards in hand then).
    let mut n = 0;
    while !(t.g().turn.active == PlayerId(1) && t.g().turn.step == Step::Upkeep && !t.g().stack.is_empty()) {
        t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
        n += 1;
        assert!(n < 40, "Black Vise triggers at Bob's upkeep");
    }
    t.pass_all();
    assert_eq!((t.life(0), t.life(1)), (20, 18));
}

/// The Rack choosing Bob: with one card in hand, 2 damage; with four, none
/// (a negative amount deals no damage).
#[test]
fn r614_12_the_rack_hurts_the_chosen_opponent_for_the_cards_they_lack() {
    for (cards, damage) in [(1, 2), (4, 0)] {
        let hand: Vec<&str> = vec!["Mountain"; cards];
        let mut t = game(json!([]), json!([{"card": "The Rack", "label": "rack"}]), json!([]), json!(hand));
        cast(&mut t, 0, "rack", json!([]));
        t.act(json!({"action": "choose_player", "player": 0, "chosen": 1}));
        // Bob's upkeep, before his draw.
        t.gm().turn.active = PlayerId(1);
        t.gm().turn.step = Step::Untap;
        let mut n = 0;
        while t.g().turn.step != Step::Draw {
            t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
            n += 1;
            assert!(n < 20);
        }
        assert_eq!(t.life(1), 20 - damage, "{cards} card(s) in hand");
    }
}

// ---- name a nonland card (614.12, 201.3) ----

/// Meddling Mage and Nevermore naming Lightning Bolt: Bob can't cast it (601.3)
/// and it isn't offered; he can cast Shock. Mountain is a land: refused.
#[test]
fn r614_12_the_named_card_cant_be_cast_meddling_mage_and_nevermore() {
    for card in ["Meddling Mage", "Nevermore"] {
        let mut t = game(json!([]), json!([{"card": card, "label": "mm"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}, "Mountain"]));
        cast(&mut t, 0, "mm", json!([]));
        assert_eq!(asked(&t, 0, "614.12"), DecisionKind::NameCard { nonland: true });
        let e = refused(&mut t, json!({"action": "name_card", "player": 0, "name": "Mountain"}));
        assert!(e.contains("land"), "{e}");
        refused(&mut t, json!({"action": "name_card", "player": 0, "name": "  "}));
        refused(&mut t, json!({"action": "name_card", "player": 0, "name": "x".repeat(10_000)}));
        t.act(json!({"action": "name_card", "player": 0, "name": "Lightning Bolt"}));
        t.act(json!({"action": "pass_priority", "player": 0}));
        assert_eq!(t.g().acting_player(), Some(PlayerId(1)));
        let e = t.try_act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"player": 0}], "auto_pay": true})).unwrap_err().to_string();
        assert!(e.contains("601.3") && e.contains(card), "{card}: {e}");
        let legal = t.g().legal_actions();
        let offered = |id: ObjectId| serde_json::to_string(&legal).unwrap().contains(&format!("\"card\":{}", id.0));
        assert!(!offered(t.id("bolt")) && offered(t.id("shock")), "{card}");
        t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    }
}

/// "Can't be played" says which kinds of play it forbids (305.1 land plays,
/// 601.3 casting): one that forbids neither is refused, naming the kind; a
/// version-1 `cant_be_cast` is read as one that leaves land plays alone.
#[test]
fn a_cant_be_played_that_forbids_nothing_is_refused() {
    let card = |effect: Value| json!({"name": "Odd Mage", "types": ["Creature"], "power": 1, "toughness": 1, "text": "",
                                      "abilities": [{"kind": "static", "effect": effect, "text": ""}]});
    let v = json!({"format": "stackwise-scenario", "version": 2, "players": [{"name": "A"}, {"name": "B"}],
                   "cards": [card(json!({"static": "cant_be_played", "filter": {}, "lands": false, "spells": false}))]});
    let e = stackwise::session::Session::from_scenario(&v.to_string()).err().expect("refused");
    assert!(e.contains("cant_be_played forbids nothing"), "{e}");
    let v = json!({"format": "stackwise-scenario", "version": 1, "players": [{"name": "A", "battlefield": ["Odd Mage"]}, {"name": "B"}],
                   "cards": [card(json!({"static": "cant_be_cast", "filter": {"name": "Forest"}}))]});
    let s = stackwise::session::Session::from_scenario(&v.to_string()).expect("read");
    let exported: Value = serde_json::from_str(&s.export_setup().scenario).unwrap();
    assert_eq!(exported["cards"][0]["abilities"][0]["effect"], json!({"static": "cant_be_played", "filter": {"name": "Forest"}, "lands": false}), "{exported}");
}

/// Once Meddling Mage has left, nothing forbids the named card.
#[test]
fn r614_12_the_named_card_can_be_cast_once_the_mage_has_left() {
    let mut t = game(json!([]), json!([{"card": "Meddling Mage", "label": "mm"}]), json!([]), json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Shock", "label": "shock"}]));
    cast(&mut t, 0, "mm", json!([]));
    t.act(json!({"action": "name_card", "player": 0, "name": "Shock"}));
    t.act(json!({"action": "pass_priority", "player": 0}));
    let mm = t.id("mm");
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@bolt", "targets": [{"object": mm}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.zone("mm"), "graveyard");
    t.act(json!({"action": "pass_priority", "player": 0}));
    t.act(json!({"action": "cast_spell", "player": 1, "card": "@shock", "targets": [{"player": 0}], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.life(0), 18);
}

// ---- choose a number ----

/// Shapeshifter choosing 5 is 5/2; at Alice's next upkeep she may choose
/// again: 0 makes it 0/7. 8 is out of range.
#[test]
fn r614_12_shapeshifter_is_the_last_chosen_number() {
    let mut t = game(json!([]), json!([{"card": "Shapeshifter", "label": "ss"}]), json!([]), json!([]));
    cast(&mut t, 0, "ss", json!([]));
    assert_eq!(asked(&t, 0, "614.12"), DecisionKind::ChooseNumber { min: 0, max: 7 });
    refused(&mut t, json!({"action": "choose_number", "player": 0, "number": 8}));
    refused(&mut t, json!({"action": "choose_number", "player": 0, "number": -1}));
    t.act(json!({"action": "choose_number", "player": 0, "number": 5}));
    assert_eq!(pt(&t, "ss"), (5, 2));
    // Alice's next upkeep: "you may" (yes), then the number.
    t.gm().turn.step = Step::Untap;
    let mut n = 0;
    while t.g().pending.is_none() || !matches!(t.g().pending.as_ref().unwrap().kind, DecisionKind::ChooseYesNo { .. }) {
        t.act(json!({"action": "pass_priority", "player": t.g().acting_player().unwrap().0}));
        n += 1;
        assert!(n < 20, "the upkeep trigger asks");
    }
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert_eq!(asked(&t, 0, "608.2d"), DecisionKind::ChooseNumber { min: 0, max: 7 });
    t.act(json!({"action": "choose_number", "player": 0, "number": 0}));
    assert_eq!(pt(&t, "ss"), (0, 7));
}

/// Clone copying Shapeshifter makes the copied card's choice as it enters
/// (706.5 first, then 614.12): its own number, not the original's.
#[test]
fn r614_12_clone_copying_shapeshifter_chooses_its_own_number() {
    let mut t = game(json!([]), json!([{"card": "Shapeshifter", "label": "ss"}, {"card": "Clone", "label": "clone"}]), json!([]), json!([]));
    cast(&mut t, 0, "ss", json!([]));
    t.act(json!({"action": "choose_number", "player": 0, "number": 6}));
    cast(&mut t, 0, "clone", json!([]));
    let ss = t.id("ss");
    t.act(json!({"action": "choose_object", "player": 0, "object": ss}));
    assert_eq!(asked(&t, 0, "614.12"), DecisionKind::ChooseNumber { min: 0, max: 7 });
    t.act(json!({"action": "choose_number", "player": 0, "number": 1}));
    assert_eq!((pt(&t, "ss"), pt(&t, "clone")), ((6, 1), (1, 6)));
}

/// Void choosing 2: Grizzly Bears (2) are destroyed, Llanowar Elves (1) are
/// not; Bob reveals his hand and discards Doom Blade and Grizzly Bears (2)
/// but keeps Lightning Bolt (1) and Mountain (a land).
#[test]
fn r608_2d_void_destroys_and_discards_by_the_chosen_number() {
    let mut t = game(json!([{"card": "Grizzly Bears", "label": "bears"}, {"card": "Llanowar Elves", "label": "elves"}]), json!([{"card": "Void", "label": "void"}]), json!([]),
        json!([{"card": "Doom Blade", "label": "blade"}, {"card": "Grizzly Bears", "label": "bears2"}, {"card": "Lightning Bolt", "label": "bolt"}, {"card": "Mountain", "label": "mtn"}]));
    cast(&mut t, 0, "void", json!([{"player": 1}]));
    assert!(matches!(asked(&t, 0, "608.2d"), DecisionKind::ChooseNumber { .. }));
    let ev = t.act(json!({"action": "choose_number", "player": 0, "number": 2}));
    assert!(ev.iter().any(|e| e.rule == "701.14" && e.text.contains("Lightning Bolt")), "the hand is revealed: {:?}", rules(&ev));
    assert_eq!((t.zone("bears"), t.zone("elves")), ("graveyard".to_string(), "battlefield".to_string()));
    assert_eq!((t.zone("blade"), t.zone("bears2")), ("graveyard".to_string(), "graveyard".to_string()));
    assert_eq!((t.zone("bolt"), t.zone("mtn")), ("hand".to_string(), "hand".to_string()));
}

/// A card with a malformed choice is refused with the field named.
#[test]
fn r614_12_bad_choices_in_card_data_are_named() {
    let bad = json!({"name": "Bad", "mana_cost": "{1}", "types": ["Artifact"], "text": "x",
        "as_enters_choose": [{"kind": "number", "min": 5, "max": 1}, {"kind": "creature_type"}, {"kind": "creature_type"}]});
    let def: stackwise::cards::def::CardDef = serde_json::from_value(bad).unwrap();
    let errs = def.validate().join("\n");
    assert!(errs.contains("as_enters_choose[0]") && errs.contains("'min' 5"), "{errs}");
    assert!(errs.contains("as_enters_choose[2]") && errs.contains("already chosen"), "{errs}");
    let land = json!({"name": "Bad Land", "types": ["Land"], "text": "x", "as_enters_choose": [{"kind": "color"}]});
    let def: stackwise::cards::def::CardDef = serde_json::from_value(land).unwrap();
    assert!(def.validate().join("\n").contains("not supported on a land"));
}

/// In a session (the page, links, the command line), "name a card" takes a
/// name of a card the game knows: a misspelling is refused with the nearest
/// names, and the game is unchanged.
#[test]
fn r614_12_a_session_refuses_a_name_that_is_no_card() {
    use stackwise::rules::actions::Action;
    use stackwise::session::Session;
    let scen = json!({"format": "stackwise-scenario", "version": 1, "name": "t", "seed": 1,
        "players": [{"name": "Alice", "hand": ["Nevermore"], "mana_pool": "{1}{W}{W}", "library": ["Plains"]}, {"name": "Bob", "library": ["Island"]}],
        "turn": {"number": 2, "active": 0, "step": "precombat_main"}});
    let mut s = Session::from_scenario(&scen.to_string()).unwrap();
    let card = s.game().players[0].hand[0];
    let act = |v: Value| -> Action { serde_json::from_value(v).unwrap() };
    s.apply(&act(json!({"action": "cast_spell", "player": 0, "card": card.0, "targets": [], "auto_pay": true})), None).unwrap();
    for p in [0, 1] {
        s.apply(&act(json!({"action": "pass_priority", "player": p})), None).unwrap();
    }
    assert!(matches!(s.game().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::NameCard { nonland: true })));
    let before = s.game().clone();
    let err = s.apply(&act(json!({"action": "name_card", "player": 0, "name": "Lightnig Bolt"})), None).unwrap_err().to_string();
    assert!(err.contains("201.3") && err.contains("Lightning Bolt"), "{err}");
    assert_eq!(s.game(), &before);
    s.apply(&act(json!({"action": "name_card", "player": 0, "name": "Lightning Bolt"})), None).unwrap();
    assert!(s.game().pending.is_none());
}
