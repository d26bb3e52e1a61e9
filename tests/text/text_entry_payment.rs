//! "As [this] enters the battlefield, you may [pay 2 life / reveal a [kind]
//! card from your hand]. If you don't, [this] enters the battlefield tapped."
//! (614.12: the controller chooses as the permanent enters; a land played,
//! 305.1, asks before it is put onto the battlefield; 119.4: life can be paid
//! only by a player with that much.)
//!
//! Cards (their text as the table prints it):
//! - Stomping Ground (Land — Mountain Forest): "({T}: Add {R} or {G} to your
//!   mana pool.) As Stomping Ground enters the battlefield, you may pay 2
//!   life. If you don't, Stomping Ground enters the battlefield tapped."
//! - Gilt-Leaf Palace (Land): "As Gilt-Leaf Palace enters the battlefield,
//!   you may reveal an Elf card from your hand. If you don't, Gilt-Leaf
//!   Palace enters the battlefield tapped. {T}: Add {B} or {G} to your mana
//!   pool."
//! - Wooded Foothills (Land): "{T}, Pay 1 life, Sacrifice Wooded Foothills:
//!   Search your library for a Mountain or Forest card and put it onto the
//!   battlefield. Then shuffle your library."
//! - Llanowar Elves {G} 1/1 Elf Druid, Grizzly Bears {1}{G} 2/2 Bear.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::{DecisionKind, Resume};

fn game(hand: Value, alice_bf: Value) -> T {
    common::card_table::compiled_game(&["Stomping Ground", "Gilt-Leaf Palace", "Wooded Foothills"], alice_bf, hand, json!([]))
}

fn tapped(t: &T, label: &str) -> bool {
    t.g().objects.values().find(|o| o.def.name == label && o.zone == stackwise::rules::types::Zone::Battlefield).map(|o| o.tapped).expect(label)
}

#[test]
fn r614_12_shock_land_played_asks_before_it_enters_and_paying_keeps_it_untapped() {
    let mut t = game(json!([{"card": "Stomping Ground", "label": "sg"}]), json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@sg"}));
    let d = t.g().pending.clone().expect("the payment is asked");
    assert_eq!((d.rule.as_str(), d.resume.clone()), ("614.12", Resume::LandPlay { card: t.id("sg") }));
    assert!(matches!(d.kind, DecisionKind::ChooseYesNo { .. }), "{d:?}");
    // Still in the hand while the choice is made.
    assert_eq!(t.zone("sg"), "hand");
    let ev = t.act(json!({"action": "choose_yes_no", "player": 0, "yes": true}));
    assert!(cites(&ev, "305.1") && cites(&ev, "614.12"), "{:?}", rules(&ev));
    assert_eq!(t.life(0), 18);
    assert!(!tapped(&t, "Stomping Ground"));
    assert_eq!(t.g().players[0].lands_played, 1);
}

#[test]
fn r614_12_shock_land_not_paid_enters_tapped() {
    let mut t = game(json!([{"card": "Stomping Ground", "label": "sg"}]), json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@sg"}));
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": false}));
    assert_eq!(t.life(0), 20);
    assert!(tapped(&t, "Stomping Ground"));
}

#[test]
fn r119_4_with_one_life_the_shock_land_enters_tapped_without_a_question() {
    let mut t = game(json!([{"card": "Stomping Ground", "label": "sg"}]), json!([]));
    t.gm().players[0].life = 1;
    t.act(json!({"action": "play_land", "player": 0, "card": "@sg"}));
    assert!(t.g().pending.is_none());
    assert_eq!(t.life(0), 1);
    assert!(tapped(&t, "Stomping Ground"));
}

#[test]
fn r614_12_reveal_land_enters_untapped_only_when_an_elf_is_revealed() {
    let hand = json!([{"card": "Gilt-Leaf Palace", "label": "palace"}, {"card": "Llanowar Elves", "label": "elves"}, {"card": "Grizzly Bears", "label": "bears"}]);
    let mut t = game(hand.clone(), json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@palace"}));
    let d = t.g().pending.clone().expect("the reveal is asked");
    let DecisionKind::ChooseObject { candidates, optional, .. } = d.kind else { panic!("{d:?}") };
    // Only the Elf may be revealed; the Bears are no Elf card.
    assert_eq!((candidates, optional), (vec![t.id("elves")], true));
    let bears = t.id("bears").0;
    assert!(t.try_act(json!({"action": "choose_object", "player": 0, "object": bears})).is_err());
    let elves = t.id("elves").0;
    t.act(json!({"action": "choose_object", "player": 0, "object": elves}));
    assert!(!tapped(&t, "Gilt-Leaf Palace"));
    assert_eq!(t.zone("elves"), "hand");
    // Revealing nothing: tapped.
    let mut t = game(hand, json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@palace"}));
    t.act(json!({"action": "choose_object", "player": 0, "object": null}));
    assert!(tapped(&t, "Gilt-Leaf Palace"));
    // No Elf in hand: tapped, nothing asked.
    let mut t = game(json!([{"card": "Gilt-Leaf Palace", "label": "palace"}]), json!([]));
    t.act(json!({"action": "play_land", "player": 0, "card": "@palace"}));
    assert!(t.g().pending.is_none());
    assert!(tapped(&t, "Gilt-Leaf Palace"));
}

/// A fetch land puts the shock land onto the battlefield: its controller is
/// asked as the search's instruction finishes.
fn fetched(pay: bool) -> T {
    let cards = [common::card_table::compiled("Stomping Ground"), common::card_table::compiled("Wooded Foothills")];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": [{"card": "Wooded Foothills", "label": "wf"}], "library": [{"card": "Stomping Ground", "label": "sg"}, "Island"]},
        {"name": "Bob", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@wf", "ability": 0}));
    t.pass_all();
    let sg = t.id("sg").0;
    if matches!(t.g().pending.as_ref().map(|d| &d.kind), Some(DecisionKind::ChooseCards { .. })) {
        t.act(json!({"action": "choose_cards", "player": 0, "cards": [sg]}));
    }
    let d = t.g().pending.clone().expect("the payment is asked");
    assert_eq!(d.rule, "614.12", "{d:?}");
    t.act(json!({"action": "choose_yes_no", "player": 0, "yes": pay}));
    t
}

#[test]
fn r614_12_a_shock_land_put_onto_the_battlefield_by_a_search_asks_its_controller() {
    let t = fetched(true);
    assert_eq!(t.life(0), 17);
    assert!(!tapped(&t, "Stomping Ground"));
    let t = fetched(false);
    assert_eq!(t.life(0), 19);
    assert!(tapped(&t, "Stomping Ground"));
}
