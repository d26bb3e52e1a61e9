//! "Whenever [this] or another [noun] dies / enters the battlefield [under
//! your control]" (603.2, 603.6a, 603.10a), compiled from the cards' text:
//! the event of any such [noun], the card itself included, read only where
//! the card is itself such a [noun].
//!
//! Cards (their text as the table prints it):
//! - Blood Artist {1}{B} 0/1 Vampire: "Whenever Blood Artist or another
//!   creature dies, target player loses 1 life and you gain 1 life."
//! - Umara Raptor {2}{U} 1/1 Bird Ally: "Flying / Whenever Umara Raptor or
//!   another Ally enters the battlefield under your control, you may put a
//!   +1/+1 counter on Umara Raptor."
//! - Ondu Cleric {1}{W} 1/1 Kor Cleric Ally: "Whenever Ondu Cleric or
//!   another Ally enters the battlefield under your control, you may gain
//!   life equal to the number of Allies you control."
//! - Shock {R}, Grizzly Bears {1}{G} 2/2.

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::state::DecisionKind;

fn game(cards: &[&str], alice_bf: Value, alice_hand: Value, bob_bf: Value) -> T {
    common::card_table::compiled_game(cards, alice_bf, alice_hand, bob_bf)
}

/// Pass until the stack is empty, answering a trigger's target with Bob and any yes/no with yes.
fn settle(t: &mut T) {
    for _ in 0..20 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [{"player": 1}]}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some(_) => panic!("unexpected decision {:?}", t.g().pending),
            None if t.g().stack.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("the stack never emptied");
}

#[test]
fn r603_10a_blood_artist_sees_another_creature_die_and_itself() {
    // Bob's Grizzly Bears dies (2 damage): Bob loses 1, Alice gains 1. Then
    // Blood Artist itself dies: its leaves-the-battlefield ability looks back
    // in time (603.10a) and triggers too.
    let mut bf = vec![json!({"card": "Blood Artist", "label": "artist"})];
    bf.extend(["Mountain", "Mountain"].map(|m| json!(m)));
    let mut t = game(&["Blood Artist", "Shock", "Grizzly Bears"], json!(bf), json!([{"card": "Shock", "label": "s1"}, {"card": "Shock", "label": "s2"}]), json!([{"card": "Grizzly Bears", "label": "bears"}]));
    let bears = t.id("bears").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s1", "targets": [{"object": bears}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("bears"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (21, 19));
    let artist = t.id("artist").0;
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@s2", "targets": [{"object": artist}], "auto_pay": true}));
    settle(&mut t);
    assert_eq!(t.zone("artist"), "graveyard");
    assert_eq!((t.life(0), t.life(1)), (22, 18));
}

#[test]
fn r603_6a_an_ally_entering_triggers_each_ally_that_sees_it_itself_included() {
    // Umara Raptor on the battlefield; Ondu Cleric enters: both trigger (the
    // Raptor for another Ally, the Cleric for itself). The Cleric's life is
    // counted on resolution (608.2h): two Allies, 2 life. The Raptor gets a counter.
    let mut t = game(&["Umara Raptor", "Ondu Cleric"], json!([{"card": "Umara Raptor", "label": "raptor"}, "Plains", "Plains"]), json!([{"card": "Ondu Cleric", "label": "cleric"}]), json!([]));
    t.act(json!({"action": "cast_spell", "player": 0, "card": "@cleric", "auto_pay": true}));
    t.pass_all();
    // Both abilities trigger (Alice orders them when asked).
    settle(&mut t);
    assert_eq!(t.zone("cleric"), "battlefield");
    assert_eq!(t.life(0), 22, "two Allies counted");
    let raptor = t.g().obj(t.id("raptor")).unwrap();
    assert_eq!(raptor.extra.counters.values().sum::<u32>(), 1, "one +1/+1 counter on the Raptor");
}

#[test]
fn a_card_that_is_not_such_a_noun_is_not_read_as_one() {
    // "Whenever [this] or another Goblin dies" says something else for a Bear:
    // it is left unread rather than read as "Whenever a Goblin dies".
    use stackwise::text::{status, table::TableCard, Status};
    let card = |ty: &str| TableCard { name: "Odd Mourner".into(), type_line: ty.into(), mana_cost: Some("{1}{B}".into()), power: Some("1".into()), toughness: Some("1".into()), layout: "normal".into(),
        text: "Whenever Odd Mourner or another Goblin dies, you gain 1 life.".into(), ..TableCard::default() };
    assert!(matches!(status(&card("Creature — Bear")).0, Status::NotCompiled(_)));
    assert_eq!(status(&card("Creature — Goblin")).0, Status::Understood);
}
