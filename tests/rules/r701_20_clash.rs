//! Clash (701.20): "Clash with an opponent. If you win, [...]. Otherwise,
//! [...]." The controller and an opponent each reveal the top card of their
//! library; each, the controller first, may put it on the bottom; the
//! controller wins only with a card of higher converted mana cost than the
//! opponent's (a tie is no win), or when the opponent revealed none.
//!
//! Cards (their text as the table prints it, reminder text left out):
//! - Release the Ants {1}{R}, Instant: "Release the Ants deals 1 damage to
//!   target creature or player. Clash with an opponent. If you win, return
//!   Release the Ants to its owner's hand."
//! - Oaken Brawler {3}{W} 2/4: "When Oaken Brawler enters the battlefield,
//!   clash with an opponent. If you win, put a +1/+1 counter on Oaken Brawler."
//! - Hill Giant {3}{R} 3/3, Grizzly Bears {1}{G} 2/2, Island, Mountain, Plains.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;
use stackwise::rules::PlayerId;

/// Alice (active, main phase) and Bob, each with a library listed top first.
fn game(cards: &[&str], alice_bf: Value, hand: Value, alice_library: Value, bob_hand: Value, bob_library: Value) -> T {
    let cards: Vec<Value> = cards.iter().map(|n| common::card_table::compiled(n)).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": alice_bf, "hand": hand, "library": alice_library},
        {"name": "Bob", "hand": bob_hand, "library": bob_library}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}))
}

/// Resolve everything, answering each clash question with `bottom(player)`;
/// the players asked, in order, and every event.
fn resolve(t: &mut T, bottom: impl Fn(u8) -> bool) -> (Vec<u8>, Vec<stackwise::rules::Event>) {
    let (mut asked, mut events) = (Vec::new(), Vec::new());
    for _ in 0..12 {
        if let Some(d) = t.g().pending.clone() {
            let DecisionKind::ChooseYesNo { .. } = d.kind else { panic!("{d:?}") };
            assert_eq!(d.rule, "701.20a");
            asked.push(d.player.0);
            events.extend(t.act(json!({"action": "choose_yes_no", "player": d.player.0, "yes": bottom(d.player.0)})));
            continue;
        }
        if t.g().stack.is_empty() {
            break;
        }
        events.extend(t.pass_all());
    }
    (asked, events)
}

fn top_down(t: &T, p: u8) -> Vec<String> {
    t.g().player(PlayerId(p)).library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect()
}

fn ants(alice_top: &str, bob_top: &str) -> T {
    game(&["Release the Ants"], json!(["Mountain", "Mountain"]), json!([{"card": "Release the Ants", "label": "ants"}]), json!([alice_top, "Island"]), json!([]), json!([bob_top, "Island"]))
}

#[test]
fn r701_20c_release_the_ants_returns_to_hand_only_when_its_controller_reveals_the_higher_cost() {
    for (alice_top, bob_top, wins) in [("Hill Giant", "Grizzly Bears", true), ("Grizzly Bears", "Hill Giant", false), ("Grizzly Bears", "Grizzly Bears", false)] {
        let mut t = ants(alice_top, bob_top);
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ants", "targets": [{"player": 1}], "auto_pay": true}));
        let (asked, ev) = resolve(&mut t, |_| false);
        assert_eq!(asked, vec![0, 1], "the controller decides first, then the opponent");
        assert!(cites(&ev, "701.20c"), "{:?}", rules(&ev));
        assert_eq!(t.life(1), 19);
        assert_eq!(t.zone("ants"), if wins { "hand" } else { "graveyard" }, "{alice_top} against {bob_top}");
    }
}

#[test]
fn r701_20a_each_may_put_the_revealed_card_on_the_bottom_and_the_revealed_costs_still_count() {
    let mut t = ants("Hill Giant", "Grizzly Bears");
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ants", "targets": [{"player": 1}], "auto_pay": true}));
    // Alice sends her Hill Giant to the bottom; Bob keeps his Bears on top.
    resolve(&mut t, |p| p == 0);
    assert_eq!(top_down(&t, 0), vec!["Island", "Hill Giant"]);
    assert_eq!(top_down(&t, 1), vec!["Grizzly Bears", "Island"]);
    assert_eq!(t.zone("ants"), "hand", "the Giant was revealed: Alice won");
}

#[test]
fn r701_20c_only_one_card_revealed_wins_only_for_the_player_who_revealed_it() {
    // Bob's library is empty: Alice's Island (converted mana cost 0) is the only card revealed, a win.
    let mut t = game(&["Release the Ants"], json!(["Mountain", "Mountain"]), json!([{"card": "Release the Ants", "label": "ants"}]), json!(["Island"]), json!([]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ants", "targets": [{"player": 1}], "auto_pay": true}));
    let (asked, _) = resolve(&mut t, |_| false);
    assert_eq!(asked, vec![0], "Bob has no card to decide about");
    assert_eq!(t.zone("ants"), "hand");
    // Alice's library is empty: no win, whatever Bob reveals.
    let mut t = game(&["Release the Ants"], json!(["Mountain", "Mountain"]), json!([{"card": "Release the Ants", "label": "ants"}]), json!([]), json!([]), json!(["Island"]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ants", "targets": [{"player": 1}], "auto_pay": true}));
    let (asked, _) = resolve(&mut t, |_| false);
    assert_eq!(asked, vec![1]);
    assert_eq!(t.zone("ants"), "graveyard");
}

#[test]
fn r701_20_oaken_brawler_gets_its_counter_when_it_wins_the_clash_on_entering() {
    for (alice_top, counters) in [("Hill Giant", 1), ("Island", 0)] {
        let mut t = game(&["Oaken Brawler"], json!(["Plains", "Plains", "Plains", "Plains"]), json!([{"card": "Oaken Brawler", "label": "ob"}]), json!([alice_top, "Island"]), json!([]), json!(["Grizzly Bears", "Island"]));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@ob", "auto_pay": true}));
        resolve(&mut t, |_| false);
        let ob = t.id("ob");
        let power = t.g().chars(ob).and_then(|c| c.power);
        assert_eq!(power, Some(2 + counters), "{alice_top} on top");
    }
}



#[test]
fn r701_20b_with_two_opponents_the_controller_chooses_whom_to_clash_with() {
    let cards = vec![common::card_table::compiled("Release the Ants")];
    let mut t = T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": ["Mountain", "Mountain"], "hand": [{"card": "Release the Ants", "label": "ants"}], "library": ["Grizzly Bears"]},
        {"name": "Bob", "library": ["Hill Giant"]},
        {"name": "Carol", "library": ["Island"]}
    ], "turn": {"number": 2, "active": 0, "step": "precombat_main"}}));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@ants", "targets": [{"player": 1}], "auto_pay": true}));
    t.pass_all();
    let d = t.g().pending.clone().expect("asked which opponent");
    assert_eq!(d.rule, "701.20b");
    let DecisionKind::ChoosePlayer { players } = d.kind.clone() else { panic!("{d:?}") };
    assert_eq!(players, vec![PlayerId(1), PlayerId(2)]);
    refused_unchanged(&mut t, json!({"action": "choose_player", "player": 0, "chosen": 0}));
    // Carol's Island (0) against Alice's Bears (2): Alice wins; Bob's Hill Giant is not revealed.
    let mut ev = t.act(json!({"action": "choose_player", "player": 0, "chosen": 2}));
    let (asked, more) = resolve(&mut t, |_| false);
    ev.extend(more);
    assert_eq!(asked, vec![0, 2]);
    assert!(ev.iter().any(|e| e.rule == "701.20a" && e.text.contains("Carol reveals Island")), "{:?}", ev.iter().map(|e| e.text.clone()).collect::<Vec<_>>());
    assert!(!ev.iter().any(|e| e.text.contains("Hill Giant")));
    assert_eq!(t.zone("ants"), "hand");
}
