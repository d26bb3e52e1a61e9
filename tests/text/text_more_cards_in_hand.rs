//! "As long as you have more cards in hand than each opponent" (402, 611.3a):
//! strictly more than every opponent, read at every moment. Cards compiled
//! from their printed text:
//!
//! - Secretkeeper (2/2): "As long as you have more cards in hand than each opponent, Secretkeeper gets +2/+2 and has flying."
//! - Okina Nightwatch (4/3): "As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3."
//! - Descendant of Kiyomaro (2/3): "As long as you have more cards in hand than each opponent, Descendant of Kiyomaro gets +1/+2 and has \"Whenever this creature deals combat damage, you gain 3 life.\""
//! - Kitsune Bonesetter (0/1): "{T}: Prevent the next 3 damage that would be dealt to target creature this turn. Activate this ability only if you have more cards in hand than each opponent." (602.5b)

use crate::common::card_table::compiled;
use crate::common::T;
use serde_json::{json, Value};
use stackwise::cards::def::Ability;
use stackwise::rules::types::Keyword;

const CARDS: [&str; 4] = ["Secretkeeper", "Okina Nightwatch", "Descendant of Kiyomaro", "Kitsune Bonesetter"];

/// Alice with the three creatures and `mine` Islands in hand; Bob with `his`.
fn game(mine: usize, his: usize) -> T {
    let cards: Vec<Value> = CARDS.iter().map(|n| compiled(n)).collect();
    let bf: Vec<Value> = CARDS.iter().map(|n| json!({"card": n, "label": n})).collect();
    T::new(json!({"cards": cards, "players": [
        {"name": "Alice", "battlefield": bf, "hand": vec!["Island"; mine], "library": ["Island", "Island", "Island"]},
        {"name": "Bob", "battlefield": [], "hand": vec!["Island"; his], "library": ["Island", "Island", "Island"]}
    ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

fn pt(t: &T, label: &str) -> (i32, i32) {
    let c = t.g().chars(t.id(label)).expect("on the battlefield");
    (c.power.unwrap(), c.toughness.unwrap())
}

/// More cards than Bob: each gets its bonus; as many or fewer: none does.
#[test]
fn r611_3a_more_cards_in_hand_than_each_opponent() {
    for (mine, his, more) in [(3, 2, true), (1, 0, true), (2, 2, false), (0, 0, false), (1, 4, false)] {
        let t = game(mine, his);
        let b = i32::from(more);
        assert_eq!(pt(&t, "Secretkeeper"), (2 + 2 * b, 2 + 2 * b), "{mine} against {his}");
        assert_eq!(pt(&t, "Okina Nightwatch"), (4 + 3 * b, 3 + 3 * b), "{mine} against {his}");
        assert_eq!(pt(&t, "Descendant of Kiyomaro"), (2 + b, 3 + 2 * b), "{mine} against {his}");
        assert_eq!(t.g().chars(t.id("Secretkeeper")).unwrap().keywords.contains(&Keyword::Flying), more);
        let granted = t.g().chars(t.id("Descendant of Kiyomaro")).unwrap().abilities.iter().any(|a| matches!(a, Ability::Triggered { .. }));
        assert_eq!(granted, more, "the quoted triggered ability only while it holds");
    }
}

/// Read at every moment: playing the Island from a hand of three against
/// two leaves two against two, and the bonus is gone.
#[test]
fn r611_3a_the_hands_are_read_as_they_change() {
    let mut t = game(3, 2);
    assert_eq!(pt(&t, "Okina Nightwatch"), (7, 6));
    let island = t.g().player(stackwise::rules::types::PlayerId(0)).hand[0];
    t.act(json!({"action": "play_land", "player": 0, "card": island.0}));
    assert_eq!(pt(&t, "Okina Nightwatch"), (4, 3), "two cards against two");
}

/// 602.5b: the same condition limits an activation: Kitsune Bonesetter's
/// ability is offered, and accepted, only with more cards than Bob.
#[test]
fn r602_5b_activation_only_with_more_cards_in_hand() {
    for (mine, his, more) in [(2, 1, true), (1, 1, false)] {
        let mut t = game(mine, his);
        let id = t.id("Kitsune Bonesetter");
        let offered = t.g().legal_actions().into_iter().any(|a| matches!(a, stackwise::rules::legal::LegalAction::Activate { source, .. } if source == id));
        assert_eq!(offered, more, "{mine} against {his}");
        let target = t.id("Secretkeeper").0;
        let r = t.try_act(json!({"action": "activate_ability", "player": 0, "source": id.0, "ability": 0, "targets": [{"object": target}]}));
        assert_eq!(r.is_ok(), more, "{mine} against {his}: {:?}", r.err());
    }
}
