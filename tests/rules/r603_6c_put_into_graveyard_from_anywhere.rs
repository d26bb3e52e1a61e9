//! "Put into a graveyard from anywhere" abilities compiled from their printed
//! text (603.6c: not leaves-the-battlefield abilities; the game looks at the
//! objects after the event, the card in its new zone among them): a card's
//! own ability ("When [this] is put into a graveyard from anywhere"), and one
//! watching any other card, which calls that card "that card" (400.7: the
//! card in the graveyard, a new object).
//!
//! Cards (their text as the table prints it):
//! - Planar Void {B}, Enchantment: "Whenever another card is put into a
//!   graveyard from anywhere, exile that card."
//! - Serra Avatar {4}{W}{W}{W}, Creature — Avatar: "Serra Avatar's power and
//!   toughness are each equal to your life total. / When Serra Avatar is put
//!   into a graveyard from anywhere, shuffle it into its owner's library."
//! - Vulturous Zombie {3}{B}{G} 3/3: "Flying / Whenever a card is put into an
//!   opponent's graveyard from anywhere, put a +1/+1 counter on Vulturous Zombie."
//! - Lightning Bolt {R}, Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::json;
use stackwise::rules::state::DecisionKind;

fn bolt(t: &mut T, target: &str) {
    let id = t.id(target);
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": id}], "auto_pay": true}));
    for _ in 0..8 {
        if let Some(d) = t.g().pending.clone() {
            if let DecisionKind::OrderTriggers { triggers, .. } = d.kind {
                t.act(json!({"action": "order_triggers", "player": d.player.0, "order": triggers}));
                continue;
            }
        }
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            break;
        }
        t.pass_all();
    }
}

/// 603.6c: Planar Void exiles the dead Bears and the Bolt that killed them,
/// each put into a graveyard.
#[test]
fn r603_6c_planar_void_exiles_every_other_card_put_into_a_graveyard() {
    let cards = ["Planar Void", "Lightning Bolt"];
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Planar Void", "label": "pv"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Grizzly Bears", "label": "b"}]));
    bolt(&mut t, "b");
    assert_eq!(t.zone("b"), "exile");
    assert_eq!(t.zone("bolt"), "exile");
    assert!(t.g().players.iter().all(|p| p.graveyard.is_empty()));
}

/// 603.6c: Serra Avatar put into its graveyard (here by lethal damage, 704.5g)
/// is shuffled into its owner's library; another card dying does not trigger it.
#[test]
fn r603_6c_serra_avatar_shuffles_itself_into_the_library() {
    let cards = ["Serra Avatar", "Lightning Bolt"];
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Serra Avatar", "label": "sa"}, {"card": "Grizzly Bears", "label": "b"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    t.gm().players[0].life = 3;
    bolt(&mut t, "b");
    assert_eq!(t.zone("b"), "graveyard");
    assert_eq!(t.zone("sa"), "battlefield");
    let library = t.g().players[0].library.len();
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Serra Avatar", "label": "sa"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([]));
    t.gm().players[0].life = 3;
    bolt(&mut t, "sa");
    assert_eq!(t.zone("sa"), "library");
    assert_eq!(t.g().players[0].library.len(), library + 1);
}

/// 603.6c: "a card" is any card, not the Zombie's own: a Bears of Bob's dying
/// and the Bolt (Alice's, into her own graveyard) give one counter.
#[test]
fn r603_6c_vulturous_zombie_counts_any_card_put_into_an_opponents_graveyard() {
    let cards = ["Vulturous Zombie", "Lightning Bolt"];
    let mut t = common::card_table::compiled_game(&cards, json!(["Mountain", {"card": "Vulturous Zombie", "label": "vz"}]), json!([{"card": "Lightning Bolt", "label": "bolt"}]), json!([{"card": "Grizzly Bears", "label": "b"}]));
    bolt(&mut t, "b");
    assert_eq!(t.zone("b"), "graveyard");
    let vz = t.id("vz");
    assert_eq!(t.g().obj(vz).map(|o| o.extra.counters.values().sum::<u32>()), Some(1));
}

