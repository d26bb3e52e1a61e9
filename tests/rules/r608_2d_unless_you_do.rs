//! 608.2d: "[instruction] unless you [do something]": the player chooses
//! as the instruction is followed whether to do it; if they do, the
//! instruction isn't followed; if they don't, or can't (an empty hand, no
//! land to return), it is. Compiled from the cards' text.
//!
//! Cards (their text as the table prints it):
//! - Masticore {4}, 4/4: "At the beginning of your upkeep, sacrifice
//!   Masticore unless you discard a card. / {2}: Masticore deals 1 damage to
//!   target creature. / {2}: Regenerate Masticore."
//! - Razormane Masticore {5}, 5/5: "First strike / At the beginning of your
//!   upkeep, sacrifice Razormane Masticore unless you discard a card. / ..."
//! - Crosis's Catacombs, Land — Lair: "When Crosis's Catacombs enters the
//!   battlefield, sacrifice it unless you return a non-Lair land you control
//!   to its owner's hand. / {T}: Add {U}, {B}, or {R} to your mana pool."

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{PlayerId, Step};

fn cards() -> Vec<Value> {
    ["Masticore", "Razormane Masticore", "Crosis's Catacombs"].iter().map(|n| card_table::compiled(n)).collect()
}

/// Alice's upkeep is next: Bob's end step, his turn about to end.
fn to_upkeep(masticore: &str, hand: Value) -> T {
    let mut t = T::new(json!({"cards": cards(), "players": [
        {"name": "Alice", "battlefield": [{"card": masticore, "label": "m"}], "hand": hand, "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "library": ["Island", "Island"]}
    ], "turn": {"number": 3, "active": 1, "step": "end"}}));
    for _ in 0..6 {
        if t.g().pending.is_some() || (t.g().turn.active == PlayerId(0) && t.g().turn.step > Step::Upkeep) {
            break;
        }
        t.pass_all();
    }
    t
}

fn yes_no(t: &mut T, yes: bool) {
    let d = t.g().pending.clone().expect("asked");
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{:?}", d.kind);
    assert_eq!(d.player, PlayerId(0));
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": yes}));
}

/// Masticore and Razormane Masticore: discarding keeps it; declining sacrifices it.
#[test]
fn r608_2d_masticore_discard_or_sacrifice() {
    for name in ["Masticore", "Razormane Masticore"] {
        let mut t = to_upkeep(name, json!(["Island"]));
        yes_no(&mut t, true);
        if let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.clone().map(|d| d.kind) {
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
        }
        resolve_stack(&mut t);
        assert_eq!(t.zone("m"), "battlefield", "{name}: a card discarded");
        assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1, "{name}: the Island");
        let mut t = to_upkeep(name, json!(["Island"]));
        yes_no(&mut t, false);
        resolve_stack(&mut t);
        assert_eq!(t.zone("m"), "graveyard", "{name}: declined");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "{name}: the Island kept");
    }
}

/// With an empty hand the player can't discard (608.2d): no question, it is sacrificed.
#[test]
fn r608_2d_masticore_with_no_card_is_sacrificed() {
    let mut t = to_upkeep("Masticore", json!([]));
    // The draw step hasn't come: the hand is still empty as the trigger resolves.
    resolve_stack(&mut t);
    assert!(!matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseYesNo { .. })));
    assert_eq!(t.zone("m"), "graveyard");
}

/// Crosis's Catacombs: with a non-Lair land Alice may return it (the
/// Catacombs stays); with only Lairs it is sacrificed unasked.
#[test]
fn r608_2d_lair_returns_a_land_or_is_sacrificed() {
    let play = |bf: Value| {
        let mut t = T::new(json!({"cards": cards(), "players": [
            {"name": "Alice", "battlefield": bf, "hand": [{"card": "Crosis's Catacombs", "label": "lair"}], "library": ["Island"]},
            {"name": "Bob", "library": ["Island"]}
        ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "play_land", "player": 0, "card": "@lair"}));
        t
    };
    let mut t = play(json!([{"card": "Island", "label": "isl"}]));
    t.pass_all();
    yes_no(&mut t, true);
    if let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.clone().map(|d| d.kind) {
        assert_eq!(from, vec![t.id("isl")], "only the non-Lair land");
        t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
    }
    resolve_stack(&mut t);
    assert_eq!((t.zone("lair").as_str(), t.zone("isl").as_str()), ("battlefield", "hand"));
    let mut t = play(json!([]));
    resolve_stack(&mut t);
    assert_eq!(t.zone("lair"), "graveyard", "no land to return");
}

/// Alice's main phase with `hand` (the card labelled "c" among it), `cards`
/// compiled: she casts "c" with `mana`, and both pass until she is asked or
/// the stack is empty.
fn cast_from(cards: &[&str], hand: Value, mana: &str) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| card_table::compiled(n)).collect();
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "hand": hand, "library": ["Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    cast_with(&mut t, 0, "c", mana, json!([]));
    for _ in 0..4 {
        if t.g().pending.is_some() || t.g().stack.is_empty() {
            break;
        }
        t.pass_all();
    }
    t
}

/// Fallow Wurm ({2}{G}, 4/4: "When Fallow Wurm enters the battlefield,
/// sacrifice it unless you discard a land card.") and Drekavac ({1}{B},
/// 3/3: "... unless you discard a noncreature card."): only a card of that
/// kind may be discarded; with none in hand the creature is sacrificed
/// unasked (608.2d).
#[test]
fn r608_2d_unless_you_discard_a_card_of_a_kind() {
    for (name, mana, fits, other) in [("Fallow Wurm", "{G}{C}{C}", "Forest", "Grizzly Bears"), ("Drekavac", "{B}{C}", "Lightning Bolt", "Grizzly Bears")] {
        let game = |hand: Value| cast_from(&[name, "Grizzly Bears", "Lightning Bolt"], hand, mana);
        let mut t = game(json!([{"card": name, "label": "c"}, {"card": fits, "label": "fits"}, {"card": other, "label": "other"}]));
        yes_no(&mut t, true);
        if let Some(DecisionKind::ChooseCards { from, .. }) = t.g().pending.clone().map(|d| d.kind) {
            assert_eq!(from, vec![t.id("fits")], "{name}: only the card of that kind");
            t.act(json!({"action": "choose_cards", "player": 0, "cards": [from[0].0]}));
        }
        resolve_stack(&mut t);
        assert_eq!((t.zone("c").as_str(), t.zone("fits").as_str(), t.zone("other").as_str()), ("battlefield", "graveyard", "hand"), "{name}");
        let mut t = game(json!([{"card": name, "label": "c"}, {"card": other, "label": "other"}]));
        resolve_stack(&mut t);
        assert_eq!((t.zone("c").as_str(), t.zone("other").as_str()), ("graveyard", "hand"), "{name}: nothing of that kind to discard");
    }
}

/// Balduvian Horde ({2}{R}{R}, 5/5), Pillaging Horde ({2}{R}{R}, 5/5) and
/// Minotaur Explorer ({1}{R}, 3/3): "When [it] enters the battlefield,
/// sacrifice it unless you discard a card at random." Yes: one card of the
/// hand, picked by the game, is discarded and the creature stays; no: it is
/// sacrificed and the hand kept; an empty hand can't pay (608.2d).
#[test]
fn r608_2d_unless_you_discard_a_card_at_random() {
    for (name, mana) in [("Balduvian Horde", "{R}{R}{C}{C}"), ("Pillaging Horde", "{R}{R}{C}{C}"), ("Minotaur Explorer", "{R}{C}")] {
        let game = |hand: Value| cast_from(&[name, "Grizzly Bears"], hand, mana);
        let two = || json!([{"card": name, "label": "c"}, {"card": "Grizzly Bears", "label": "b1"}, {"card": "Island", "label": "b2"}]);
        let mut t = game(two());
        yes_no(&mut t, true);
        assert!(t.g().pending.is_none(), "{name}: nothing to choose, the card is random");
        resolve_stack(&mut t);
        assert_eq!(t.zone("c"), "battlefield", "{name}");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 1, "{name}: one of the two discarded");
        assert_eq!(t.g().player(PlayerId(0)).graveyard.len(), 1, "{name}");
        let mut t = game(two());
        yes_no(&mut t, false);
        resolve_stack(&mut t);
        assert_eq!(t.zone("c"), "graveyard", "{name}: declined");
        assert_eq!(t.g().player(PlayerId(0)).hand.len(), 2, "{name}: the hand kept");
        let mut t = game(json!([{"card": name, "label": "c"}]));
        resolve_stack(&mut t);
        assert_eq!(t.zone("c"), "graveyard", "{name}: no card to discard");
    }
}
