//! 502.2: the active player determines which of his or her permanents
//! untap; "You may choose not to untap [this] during your untap step" lets
//! that player keep such a permanent tapped, and effects that last "for as
//! long as [this] remains tapped" (611.2b) end the first time it untaps.
//!
//! Cards (their text as the table prints it):
//! - Mana Leech {2}{B} 1/1: "You may choose not to untap Mana Leech during
//!   your untap step. / {T}: Tap target land. It doesn't untap during its
//!   controller's untap step for as long as Mana Leech remains tapped."
//! - Endoskeleton {2}: "You may choose not to untap Endoskeleton during your
//!   untap step. / {2}, {T}: Target creature gets +0/+3 for as long as
//!   Endoskeleton remains tapped."
//! - Helm of Possession {4}: "You may choose not to untap Helm of Possession
//!   during your untap step. / {2}, {T}, Sacrifice a creature: Gain control
//!   of target creature for as long as you control Helm of Possession and
//!   Helm of Possession remains tapped."
//! - Pearlspear Courier {2}{W} 2/1: "You may choose not to untap Pearlspear
//!   Courier during your untap step. / {2}{W}, {T}: Target Soldier creature
//!   gets +2/+2 and has vigilance for as long as Pearlspear Courier remains
//!   tapped."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Forest, Plains.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::types::{Keyword, Step};
use std::cell::RefCell;

fn game(cards: &[&str], alice_bf: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, json!([]), bob_bf)
}

/// Play on to `player`'s upkeep; at each 502.2 question keep tapped the
/// offered permanents `keep` says to. Returns the questions asked: (who, the offered ids).
fn to_upkeep(t: &mut T, player: u8, keep: bool) -> Vec<(u8, Vec<u64>)> {
    let asked: RefCell<Vec<(u8, Vec<u64>)>> = RefCell::new(Vec::new());
    play_until(t, player, Step::Upkeep, &|t, p, k| match k {
        DecisionKind::ChooseCards { from, .. } if t.g().pending.as_ref().is_some_and(|d| d.rule == "502.2") => {
            asked.borrow_mut().push((p.0, from.iter().map(|o| o.0).collect()));
            let cards: Vec<u64> = if keep { from.iter().map(|o| o.0).collect() } else { Vec::new() };
            t.act(json!({"action": "choose_cards", "player": p.0, "cards": cards}));
        }
        other => panic!("unexpected question {other:?}"),
    });
    asked.into_inner()
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects[&t.id(label)].tapped
}

#[test]
fn r502_2_mana_leech_keeps_the_land_tapped_while_it_stays_tapped() {
    let mut t = game(&["Mana Leech", "Forest"], json!([{"card": "Mana Leech", "label": "leech"}]), json!([{"card": "Forest", "label": "forest"}]));
    let forest = t.id("forest").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@leech", "ability": 1, "targets": [{"object": forest}], "auto_pay": true}));
    t.pass_all();
    assert!(tapped(&t, "forest") && tapped(&t, "leech"));
    // Bob's untap step: his Forest stays tapped (the Leech is tapped); Bob is asked nothing.
    assert!(to_upkeep(&mut t, 1, true).is_empty());
    assert!(tapped(&t, "forest"));
    // Alice's untap step: she is asked about the Leech alone, and keeps it tapped.
    let asked = to_upkeep(&mut t, 0, true);
    assert_eq!(asked, vec![(0, vec![t.id("leech").0])]);
    assert!(tapped(&t, "leech"));
    assert!(to_upkeep(&mut t, 1, true).is_empty());
    assert!(tapped(&t, "forest"), "the Leech stayed tapped: so does the Forest");
    // Alice untaps the Leech: the effect ends (611.2b), and Bob's next untap step untaps the Forest.
    assert_eq!(to_upkeep(&mut t, 0, false).len(), 1);
    assert!(!tapped(&t, "leech"));
    to_upkeep(&mut t, 1, true);
    assert!(!tapped(&t, "forest"));
}

#[test]
fn r611_2b_endoskeleton_bonus_lasts_while_it_remains_tapped() {
    let mut t = game(&["Endoskeleton", "Hill Giant", "Plains"], json!([{"card": "Endoskeleton", "label": "skel"}, {"card": "Hill Giant", "label": "giant"}, "Plains", "Plains"]), json!([]));
    let giant = t.id("giant").0;
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@skel", "ability": 1, "targets": [{"object": giant}], "auto_pay": true}));
    t.pass_all();
    let toughness = |t: &T| t.g().chars(t.id("giant")).unwrap().toughness;
    assert_eq!(toughness(&t), Some(6));
    // Kept tapped through Alice's next untap step: still 3/6 (the lands untap, not asked about).
    to_upkeep(&mut t, 1, true);
    let asked = to_upkeep(&mut t, 0, true);
    assert_eq!(asked, vec![(0, vec![t.id("skel").0])], "only the permanent that may stay tapped is asked about");
    assert_eq!(toughness(&t), Some(6));
    // Untapped the turn after: the bonus ends.
    to_upkeep(&mut t, 1, true);
    to_upkeep(&mut t, 0, false);
    assert!(!tapped(&t, "skel"));
    assert_eq!(toughness(&t), Some(3));
}

#[test]
fn r611_2b_helm_of_possession_control_ends_when_it_untaps() {
    let alice = json!([{"card": "Helm of Possession", "label": "helm"}, {"card": "Grizzly Bears", "label": "bears"}, "Plains", "Plains"]);
    let mut t = game(&["Helm of Possession", "Grizzly Bears", "Hill Giant", "Plains"], alice, json!([{"card": "Hill Giant", "label": "giant"}]));
    let (giant, bears) = (t.id("giant").0, t.id("bears").0);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@helm", "ability": 1, "targets": [{"object": giant}], "sacrifice": [bears], "auto_pay": true}));
    t.pass_all();
    assert_eq!(t.g().controller_of(t.id("giant")).map(|p| p.0), Some(0));
    to_upkeep(&mut t, 1, true);
    to_upkeep(&mut t, 0, true);
    assert_eq!(t.g().controller_of(t.id("giant")).map(|p| p.0), Some(0), "the Helm stayed tapped");
    to_upkeep(&mut t, 1, true);
    to_upkeep(&mut t, 0, false);
    assert_eq!(t.g().controller_of(t.id("giant")).map(|p| p.0), Some(1), "the Helm untapped: control goes back");
}

#[test]
fn r611_2b_pearlspear_courier_gives_vigilance_while_tapped() {
    let alice = json!([{"card": "Pearlspear Courier", "label": "courier"}, "Plains", "Plains", "Plains"]);
    let mut t = game(&["Pearlspear Courier", "Plains"], alice, json!([]));
    let courier = t.id("courier").0;
    // The Courier is a Human Soldier: it may target itself.
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@courier", "ability": 1, "targets": [{"object": courier}], "auto_pay": true}));
    t.pass_all();
    let c = t.g().chars(t.id("courier")).unwrap();
    assert_eq!((c.power, c.toughness, c.has_keyword(Keyword::Vigilance)), (Some(4), Some(3), true));
    to_upkeep(&mut t, 1, true);
    to_upkeep(&mut t, 0, false);
    let c = t.g().chars(t.id("courier")).unwrap();
    assert_eq!((c.power, c.toughness, c.has_keyword(Keyword::Vigilance)), (Some(2), Some(1), false));
}
