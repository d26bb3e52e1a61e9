//! 616.1 with 601.2h and 602.2b: the permanents an action's costs sacrifice
//! and the cards they discard are settled through the "would be put into a
//! graveyard" effects before the action changes anything. With two or more
//! different effects, the object's controller is asked; the action waits,
//! unchanged, and the answer takes it again with the choice made
//! (rules::cost_moves). Nothing is played on a copy of the game.
//!
//! Cards (as printed):
//! - Samurai of the Pale Curtain {W}{W} 2/2: "Bushido 1 / If a permanent
//!   would be put into a graveyard, exile it instead."
//! - Dryad Militant {G/W} 2/1: "If an instant or sorcery card would be put
//!   into a graveyard from anywhere, exile it instead."
//! - Mogg Fanatic {R} 1/1: "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1
//!   damage to target creature or player."
//! - Goblin Bombardment {1}{R}: "Sacrifice a creature: Goblin Bombardment
//!   deals 1 damage to target creature or player."
//! - Fling {1}{R}: "As an additional cost to cast Fling, sacrifice a
//!   creature. / Fling deals damage equal to the sacrificed creature's power
//!   to target creature or player."
//! - Bone Splinters {B}: "As an additional cost to cast Bone Splinters,
//!   sacrifice a creature. / Destroy target creature."
//! - Wild Mongrel {1}{G} 2/2: "Discard a card: Wild Mongrel gets +1/+1 and
//!   becomes the color of your choice until end of turn."
//! - Grim Bargain (test card) {B} Artifact: "{1}, Sacrifice a creature,
//!   Discard a card: Draw two cards."
//! - Pyromania {2}{R}: "{1}{R}, Discard a card at random: Pyromania deals 1
//!   damage to target creature or player. / {1}{R}, Sacrifice Pyromania:
//!   Pyromania deals 1 damage to target creature or player."
//! - Acceptable Losses {3}{R}: "As an additional cost to cast Acceptable
//!   Losses, discard a card at random. / Acceptable Losses deals 5 damage to
//!   target creature."
//! - Lightning Bolt, Shock (instants: each Dryad Militant applies to them).

use crate::common;
use common::*;
use serde_json::{json, Value};
use stackwise::rules::events::EventKind;
use stackwise::rules::state::DecisionKind;

fn cards() -> Vec<Value> {
    let mut c: Vec<Value> = ["Samurai of the Pale Curtain", "Dryad Militant", "Mogg Fanatic", "Goblin Bombardment", "Fling", "Bone Splinters", "Wild Mongrel", "Pyromania", "Acceptable Losses"]
        .iter()
        .map(|n| card_table::compiled(n))
        .collect();
    c.push(json!({"name": "Grim Bargain", "mana_cost": "{B}", "type": "Artifact", "text": "{1}, Sacrifice a creature, Discard a card: Draw two cards."}));
    c
}

fn game(alice: Value, bob: Value) -> T {
    let mut a = alice;
    a["name"] = json!("Alice");
    a["library"] = json!(vec!["Island"; 10]);
    a["mana_pool"] = json!("{2}{B}{R}{R}");
    let mut b = bob;
    b["name"] = json!("Bob");
    b["library"] = json!(vec!["Island"; 10]);
    T::new(json!({"cards": cards(), "players": [a, b], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}))
}

/// The whole game as saved, to show an action stopped at a question changed
/// nothing: without the decision itself and the record of actions taken that
/// loop detection keeps (716).
fn snapshot(t: &T) -> Value {
    let mut v = serde_json::to_value(t.g()).unwrap();
    for key in ["pending", "loops"] {
        v["game"][key] = Value::Null;
    }
    v
}

/// Alice's sacrifice of `victim` for `action`, with a Samurai of the Pale
/// Curtain on each side: she is asked which applies, the game unchanged
/// until she answers; then the cost is paid with her choice.
fn asks_then_pays(mut t: T, action: Value, victim: &str, pick: &str) -> T {
    let before = snapshot(&t);
    t.act(action);
    let (rule, who, options) = replacement_question(&t);
    assert_eq!((rule.as_str(), who, options.len()), ("616.1", 0, 2), "{options:?}");
    assert_eq!(t.zone(victim), "battlefield", "nothing paid yet");
    assert!(t.g().stack.is_empty(), "nothing on the stack yet");
    assert!(snapshot(&t) == before, "the action changed nothing but the question");
    let ev = answer_replacement(&mut t, pick);
    assert_eq!(t.zone(victim), "exile", "paid, and exiled instead");
    assert!(t.g().pending.is_none() && t.g().stack.len() == 1, "the spell or ability is on the stack");
    let chosen = if pick == "(Alice)" { t.id("mine") } else { t.id("theirs") };
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Replaced { by, .. } if by == chosen)), "{pick}'s Samurai replaced the move");
    t
}

fn samurais(extra: Value) -> (Value, Value) {
    let mut bf = vec![json!({"card": "Samurai of the Pale Curtain", "label": "mine"}), json!({"card": "Grizzly Bears", "label": "bears"})];
    bf.extend(extra.as_array().cloned().unwrap_or_default());
    (json!({"battlefield": bf}), json!({"battlefield": [{"card": "Samurai of the Pale Curtain", "label": "theirs"}]}))
}

#[test]
fn r602_2b_a_sacrifice_cost_asks_before_anything_is_paid() {
    for pick in ["(Alice)", "(Bob)"] {
        // Mogg Fanatic sacrifices itself.
        let (a, b) = samurais(json!([{"card": "Mogg Fanatic", "label": "mogg"}]));
        let t = asks_then_pays(game(a, b), json!({"action": "activate_ability", "player": 0, "source": "@mogg", "ability": 0, "targets": [{"player": 1}]}), "mogg", pick);
        let mut t = t;
        t.pass_all();
        assert_eq!(t.life(1), 19, "Mogg Fanatic's ability resolved ({pick})");

        // Goblin Bombardment sacrifices the Bears.
        let (a, b) = samurais(json!([{"card": "Goblin Bombardment", "label": "bomb"}]));
        let action = json!({"action": "activate_ability", "player": 0, "source": "@bomb", "ability": 0, "targets": [{"player": 1}], "sacrifice": ["@bears"]});
        let mut t = asks_then_pays(game(a, b), action, "bears", pick);
        t.pass_all();
        assert_eq!(t.life(1), 19, "Goblin Bombardment's ability resolved ({pick})");
    }
}

#[test]
fn r601_2h_an_additional_sacrifice_cost_asks_before_the_spell_is_cast() {
    for pick in ["(Alice)", "(Bob)"] {
        // Fling: the sacrificed Bears' power, from its last known information (608.2h).
        let (mut a, mut b) = samurais(json!([]));
        a["hand"] = json!([{"card": "Fling", "label": "spell"}]);
        b["battlefield"].as_array_mut().unwrap().push(json!({"card": "Hill Giant", "label": "giant"}));
        let action = json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"player": 1}], "sacrifice": ["@bears"], "auto_pay": true});
        let mut t = asks_then_pays(game(a, b), action, "bears", pick);
        t.pass_all();
        assert_eq!(t.life(1), 18, "Fling dealt the Bears' power ({pick})");

        // Bone Splinters destroys Bob's Hill Giant: Bob's question comes on resolution.
        let (mut a, mut b) = samurais(json!([]));
        a["hand"] = json!([{"card": "Bone Splinters", "label": "spell"}]);
        b["battlefield"].as_array_mut().unwrap().push(json!({"card": "Hill Giant", "label": "giant"}));
        let action = json!({"action": "cast_spell", "player": 0, "card": "@spell", "targets": [{"object": "@giant"}], "sacrifice": ["@bears"], "auto_pay": true});
        let mut t = asks_then_pays(game(a, b), action, "bears", pick);
        t.pass_all();
        assert_eq!(replacement_question(&t).1, 1, "Bob chooses for his Hill Giant");
        answer_replacement(&mut t, "(Bob)");
        assert_eq!(t.zone("giant"), "exile");
    }
}

/// A discard cost: the card's owner chooses between the two Dryad Militants.
#[test]
fn r602_2b_a_discard_cost_asks_its_owner_first() {
    for pick in ["(Alice)", "(Bob)"] {
        let mut t = game(
            json!({"battlefield": [{"card": "Wild Mongrel", "label": "mongrel"}, {"card": "Dryad Militant", "label": "mine"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
            json!({"battlefield": [{"card": "Dryad Militant", "label": "theirs"}]}),
        );
        t.act(json!({"action": "activate_ability", "player": 0, "source": "@mongrel", "ability": 0, "discard": ["@bolt"]}));
        assert_eq!(t.zone("bolt"), "hand", "nothing paid yet");
        assert_eq!(replacement_question(&t).1, 0, "Alice owns the Bolt");
        answer_replacement(&mut t, pick);
        assert_eq!(t.zone("bolt"), "exile", "{pick}");
        assert_eq!(t.g().stack.len(), 1);
    }
}

/// The payment sacrifices before it discards: once Alice's Dryad Militant is
/// sacrificed, only Bob's applies to the discarded Bolt, so nobody is asked.
#[test]
fn r616_1_an_effect_whose_source_the_same_payment_sacrificed_first_no_longer_applies() {
    let mut t = game(
        json!({"battlefield": [{"card": "Grim Bargain", "label": "bargain"}, {"card": "Dryad Militant", "label": "mine"}], "hand": [{"card": "Lightning Bolt", "label": "bolt"}]}),
        json!({"battlefield": [{"card": "Dryad Militant", "label": "theirs"}]}),
    );
    let ev = t.act(json!({"action": "activate_ability", "player": 0, "source": "@bargain", "ability": 0, "sacrifice": ["@mine"], "discard": ["@bolt"], "auto_pay": true}));
    assert!(t.g().pending.is_none(), "no question: {:?}", t.g().pending.as_ref().map(|d| &d.kind));
    assert_eq!(t.zone("mine"), "graveyard", "a creature card: no Dryad applies to it");
    assert_eq!(t.zone("bolt"), "exile");
    let theirs = t.id("theirs");
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::Replaced { by, .. } if by == theirs)), "Bob's Dryad Militant exiled the Bolt");
}

/// A game saved while the question waits is read back and answered; a wrong
/// answer or an answer from the wrong player is refused, the game unchanged.
#[test]
fn r616_1_a_cost_question_survives_a_save_and_refuses_bad_answers() {
    let (a, b) = samurais(json!([{"card": "Mogg Fanatic", "label": "mogg"}]));
    let mut t = game(a, b);
    t.act(json!({"action": "activate_ability", "player": 0, "source": "@mogg", "ability": 0, "targets": [{"player": 1}]}));
    let Some(DecisionKind::ChooseReplacement { options, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("a question") };
    let before = snapshot(&t);
    assert!(t.try_act(json!({"action": "choose_replacement", "player": 1, "choice": options[0]})).is_err(), "Bob can't answer Alice's question");
    assert!(t.try_act(json!({"action": "choose_replacement", "player": 0, "choice": 987654})).is_err(), "not an option");
    assert_eq!(snapshot(&t), before, "refused answers change nothing");
    let saved = serde_json::to_string(t.g()).unwrap();
    assert!(saved.contains("cost_moves"), "the question keeps the action and its moves");
    let read: stackwise::rules::state::Game = serde_json::from_str(&saved).unwrap();
    assert!(read == *t.g());
    *t.gm() = read;
    answer_replacement(&mut t, "(Bob)");
    let read = t.g();
    assert!(read.pending.is_none());
    assert_eq!(read.stack.len(), 1, "the ability went on the stack after the answer");
}

/// A discard at random (701.8b): the cards are picked before anything is
/// paid, from a copy of the game's generator, so the question names the card
/// the payment then discards; nothing is played on a copy of the game.
#[test]
fn r701_8b_a_random_discard_cost_asks_about_the_card_it_will_discard() {
    for (pick, spell) in [("(Alice)", false), ("(Bob)", false), ("(Alice)", true), ("(Bob)", true)] {
        let mut hand = vec![json!({"card": "Lightning Bolt", "label": "bolt"}), json!({"card": "Shock", "label": "shock"})];
        if spell {
            hand.push(json!({"card": "Acceptable Losses", "label": "losses"}));
        }
        let mut t = game(
            json!({"battlefield": [{"card": "Pyromania", "label": "pyro"}, {"card": "Dryad Militant", "label": "mine"}, "Mountain", "Mountain"], "hand": hand}),
            json!({"battlefield": [{"card": "Dryad Militant", "label": "theirs"}, {"card": "Hill Giant", "label": "giant"}]}),
        );
        let before = snapshot(&t);
        let action = if spell {
            json!({"action": "cast_spell", "player": 0, "card": "@losses", "targets": [{"object": "@giant"}], "auto_pay": true})
        } else {
            json!({"action": "activate_ability", "player": 0, "source": "@pyro", "ability": 0, "targets": [{"player": 1}], "auto_pay": true})
        };
        t.act(action);
        assert!(snapshot(&t) == before, "the action changed nothing but the question");
        let Some(DecisionKind::ChooseReplacement { event, .. }) = t.g().pending.as_ref().map(|d| d.kind.clone()) else { panic!("a question") };
        let (asked, other) = if event.contains("Lightning Bolt") { ("bolt", "shock") } else { ("shock", "bolt") };
        assert!(event.contains(if asked == "bolt" { "Lightning Bolt" } else { "Shock" }), "{event}");
        answer_replacement(&mut t, pick);
        assert_eq!((t.zone(asked), t.zone(other)), ("exile".to_string(), "hand".to_string()), "the card asked about is the one discarded ({pick}, spell {spell})");
        assert_eq!(t.g().stack.len(), 1);
    }
}

/// 608.2f, 702.83a (cascade) with 616.1: a spell cast while another
/// resolves settles its additional cost's moves before it is cast. Bloodbraid
/// Elf ({2}{R}{G} 3/2, "Cascade") finds Fling; cast for free, Fling's
/// sacrifice (the first creature Alice controls, her Samurai) meets both
/// Samurais' effects: Alice chooses, then Fling is cast and deals the
/// Samurai's 2 (last known) damage to Bob.
#[test]
fn r616_1_a_spell_cast_by_cascade_asks_about_its_sacrifice_first() {
    for pick in ["(Alice)", "(Bob)"] {
        let mut c = cards();
        c.push(card_table::compiled("Bloodbraid Elf"));
        let mut t = T::new(json!({"cards": c, "players": [
            {"name": "Alice", "battlefield": [{"card": "Samurai of the Pale Curtain", "label": "mine"}], "hand": [{"card": "Bloodbraid Elf", "label": "elf"}],
             "library": ["Island", "Island", {"card": "Fling", "label": "fling"}], "mana_pool": "{2}{R}{G}"},
            {"name": "Bob", "battlefield": ["Samurai of the Pale Curtain"], "library": vec!["Island"; 10]}
        ], "turn": {"number": 3, "active": 0, "step": "precombat_main"}}));
        t.act(json!({"action": "cast_spell", "player": 0, "card": "@elf", "auto_pay": true}));
        let mut asked = Vec::new();
        for _ in 0..12 {
            let Some(d) = t.g().pending.clone() else {
                if t.g().stack.is_empty() {
                    break;
                }
                t.pass_all();
                continue;
            };
            match d.kind {
                DecisionKind::ChooseObject { candidates, .. } => {
                    t.act(json!({"action": "choose_object", "player": 0, "object": candidates[0].0}));
                }
                DecisionKind::ChooseTargets { .. } => {
                    t.act(json!({"action": "choose_targets", "player": 0, "targets": [{"player": 1}]}));
                }
                DecisionKind::ChooseReplacement { .. } => {
                    asked.push(d.player.0);
                    assert_eq!(t.zone("mine"), "battlefield", "{pick}: nothing sacrificed before the answer");
                    answer_replacement(&mut t, pick);
                }
                other => panic!("unexpected decision {other:?}"),
            }
        }
        assert_eq!(asked, vec![0], "{pick}: Alice chooses for her Samurai, once");
        assert_eq!(t.zone("mine"), "exile", "{pick}: either Samurai's effect exiles it");
        assert_eq!(t.life(1), 20 - 2, "{pick}: Fling dealt the Samurai's power");
    }
}
