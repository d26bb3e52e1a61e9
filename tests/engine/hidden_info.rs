//! Hidden information holds in every view. With the view
//! set to one player, nothing given to that view names a card in another
//! player's hand or in a library (400.2: a library's cards are seen by nobody,
//! a hand by its owner): not the snapshot, not the legal actions, not the
//! events and deltas of an action, not a pending decision, not the timeline.
//!
//! The sample game is used: Red's deck and Green's deck share no card name,
//! so any Green card name that is in a hidden zone (and not also in a public
//! one) must not appear anywhere in what Red's view is given.

use serde::Serialize;
use stackwise::formats::visibility::{self, Sight};
use stackwise::rules::actions::Action;
use stackwise::rules::events::{Event, EventKind};
use stackwise::rules::legal::LegalAction;
use stackwise::rules::state::{DecisionKind, Flow};
use stackwise::rules::types::*;
use stackwise::session::Session;
use std::collections::BTreeSet;

const RED: PlayerId = PlayerId(0);
const GREEN: PlayerId = PlayerId(1);

/// The names of the cards of `p` that are in a hidden zone (hand, library)
/// and not also on the battlefield, in a graveyard, in exile or on the stack.
fn hidden_names(s: &Session, p: PlayerId) -> BTreeSet<String> {
    let g = s.game();
    let mut hidden = BTreeSet::new();
    let mut public = BTreeSet::new();
    for o in g.objects.values().filter(|o| o.owner == p) {
        match o.zone {
            Zone::Hand(_) | Zone::Library(_) => hidden.insert(o.def.name.clone()),
            _ => public.insert(o.def.name.clone()),
        };
    }
    hidden.difference(&public).cloned().collect()
}

/// Fails if the JSON of `v` names any of `names`.
fn names_none<T: Serialize>(what: &str, v: &T, names: &BTreeSet<String>) {
    let text = serde_json::to_string(v).unwrap();
    for n in names {
        assert!(!text.contains(&format!("\"{n}\"")) && !text.contains(n.as_str()), "{what} names the hidden card {n}: {}", &text[..text.len().min(400)]);
    }
}

/// The first point where `p` has priority in a main phase of their own turn
/// with a land in hand: everybody passes (declaring no attackers or blockers) until then.
fn pass_until_main_with_land(s: &mut Session, p: PlayerId) {
    for _ in 0..500 {
        let g = s.game();
        if g.pending.is_none() && g.flow == Flow::Priority(p) && g.turn.active == p && g.turn.step == Step::PrecombatMain {
            if g.legal_actions().iter().any(|a| matches!(a, LegalAction::PlayLand { .. })) {
                return;
            }
        }
        step(s, Some(RED));
    }
    panic!("{p:?} never had priority in a main phase with a land in hand");
}

/// One choice by whoever must choose: pass, declare nothing, or (a discard)
/// the first cards offered. The events and deltas as Red sees them are checked.
fn step(s: &mut Session, viewer: Option<PlayerId>) {
    let g = s.game();
    let a = match &g.pending {
        Some(d) => match &d.kind {
            DecisionKind::DeclareAttackers { .. } => Action::DeclareAttackers { player: d.player, attackers: vec![] },
            DecisionKind::DeclareBlockers { .. } => Action::DeclareBlockers { player: d.player, blockers: vec![] },
            DecisionKind::ChooseCards { from, min, .. } => Action::ChooseCards { player: d.player, cards: from[..*min].to_vec() },
            k => panic!("unexpected decision {k:?}"),
        },
        None => match g.flow {
            Flow::Priority(p) => Action::PassPriority { player: p },
            ref f => panic!("nobody to act: {f:?}"),
        },
    };
    let hidden = hidden_names(s, GREEN);
    let applied = s.apply(&a, viewer).unwrap();
    if viewer == Some(RED) {
        // What was hidden before the action and is still hidden after it.
        let still: BTreeSet<String> = hidden.intersection(&hidden_names(s, GREEN)).cloned().collect();
        names_none("the events", &applied.events, &still);
        names_none("the deltas", &applied.deltas, &still);
    }
}

#[test]
fn legal_actions_as_red_sees_them_name_none_of_greens_hand() {
    let mut s = Session::sample_game(3);
    pass_until_main_with_land(&mut s, GREEN);
    // All-seeing and Green's own view: Green may play a land (305.1) from their hand.
    let plays = |v: Option<PlayerId>| s.legal_actions_for(v).iter().filter(|a| matches!(a, LegalAction::PlayLand { .. } | LegalAction::Cast { .. })).count();
    assert!(plays(None) >= 1);
    assert_eq!(plays(Some(GREEN)), plays(None));
    // Red's view: nothing that names a card in Green's hand; passing is still listed.
    assert_eq!(plays(Some(RED)), 0);
    let red = s.legal_actions_for(Some(RED));
    assert_eq!(red, vec![LegalAction::Pass { player: GREEN }]);
    let hidden = hidden_names(&s, GREEN);
    assert!(hidden.contains("Forest"), "{hidden:?}");
    names_none("Red's legal actions", &red, &hidden);
    names_none("Red's snapshot", &s.snapshot(Some(RED)), &hidden);
    names_none("the timeline", &s.history(), &hidden);
    // Green's own view names them.
    let text = serde_json::to_string(&s.legal_actions_for(Some(GREEN))).unwrap();
    assert!(text.contains("\"name\":\"Forest\""), "{text}");
}

#[test]
fn a_discard_decision_of_the_other_player_shows_red_no_card() {
    // Nobody plays anything: at the cleanup step of turn 2 Green (who drew on
    // turn 2, 103.7a: the first player skips their first draw) has 8 cards and
    // discards one (514.1).
    let mut s = Session::sample_game(3);
    for _ in 0..500 {
        if let Some(d) = &s.game().pending {
            if matches!(d.kind, DecisionKind::ChooseCards { .. }) {
                break;
            }
        }
        step(&mut s, Some(RED));
    }
    let g = s.game();
    let d = g.pending.clone().expect("a discard decision");
    assert_eq!(d.player, GREEN);
    assert_eq!(g.turn.step, Step::Cleanup);
    let DecisionKind::ChooseCards { from, min, .. } = &d.kind else { panic!() };
    assert_eq!((from.len(), *min), (8, 1), "Green chooses 1 of 8 cards to discard");
    // Green sees the 8 cards; Red sees that Green discards 1, among no card named.
    let red = visibility::decision_for(g, &d, Some(RED));
    let DecisionKind::ChooseCards { from, min, max, .. } = &red.kind else { panic!() };
    assert_eq!((from.len(), *min, *max), (0, 1, 1));
    assert_eq!(visibility::decision_for(g, &d, Some(GREEN)), d);
    let hidden = hidden_names(&s, GREEN);
    names_none("Red's snapshot", &s.snapshot(Some(RED)), &hidden);
    names_none("Red's legal actions", &s.legal_actions_for(Some(RED)), &hidden);
    // Whatever Red is told of the decision, no card id in it either.
    let red_snap = serde_json::to_value(s.snapshot(Some(RED))).unwrap();
    assert_eq!(red_snap["pending"]["from"], serde_json::json!([]));
    let green_snap = serde_json::to_value(s.snapshot(Some(GREEN))).unwrap();
    assert_eq!(green_snap["pending"]["from"].as_array().map(|a| a.len()), Some(8));
    names_none("the timeline", &s.history(), &hidden);
    // Green discards: the card is public from then on (it is in the graveyard).
    step(&mut s, Some(RED));
    assert_eq!(s.game().player(GREEN).graveyard.len(), 1);
}

#[test]
fn a_hidden_card_that_moves_between_hidden_zones_is_a_card_to_others() {
    let s = Session::sample_game(3);
    let g = s.game();
    let top = *g.player(GREEN).library.last().unwrap();
    let name = g.objects[&top].def.name.clone();
    // A card moving from Green's library to Green's hand (a search, 401.2; 400.2).
    let e = Event::new(
        "701.19",
        EventKind::ZoneChanged { old: top, new: Some(ObjectId(999)), name: name.clone(), from: Zone::Library(GREEN), to: Some(Zone::Hand(GREEN)) },
        format!("{name} moves from Green's library to Green's hand"),
    );
    for sight in [Sight::Player(RED), Sight::Public] {
        let seen = visibility::event_for(g, &e, sight);
        assert_eq!(seen.text, "a card moves from Green's library to Green's hand");
        let EventKind::ZoneChanged { old, new, name: n, .. } = &seen.kind else { panic!() };
        assert_eq!((old, new, n.as_str()), (&ObjectId(0), &Some(ObjectId(999)), "a card"), "a library card's id is not shown either");
    }
    // Green sees the card arrive in their hand; the all-seeing view sees all.
    let green = visibility::event_for(g, &e, Sight::Player(GREEN));
    assert!(green.text.contains(&name), "{}", green.text);
    assert_eq!(visibility::event_for(g, &e, Sight::All), e);
    // A card that reaches a public zone is public (a discard, a card cast).
    let to_graveyard = Event::new("701.8", EventKind::ZoneChanged { old: top, new: Some(ObjectId(999)), name: name.clone(), from: Zone::Hand(GREEN), to: Some(Zone::Graveyard(GREEN)) }, format!("{name} is discarded"));
    assert_eq!(visibility::event_for(g, &to_graveyard, Sight::Player(RED)), to_graveyard);
}

#[test]
fn drawing_is_a_card_to_the_other_player_and_the_timeline() {
    // Red passes through to Green's draw step (turn 2), as Red sees it.
    let mut s = Session::sample_game(5);
    let before = s.game().player(GREEN).hand.len();
    let mut drew = false;
    for _ in 0..100 {
        let hidden = hidden_names(&s, GREEN);
        let p = match s.game().flow {
            Flow::Priority(p) => p,
            _ => break,
        };
        if s.game().pending.is_some() {
            step(&mut s, Some(RED));
            continue;
        }
        let applied = s.apply(&Action::PassPriority { player: p }, Some(RED)).unwrap();
        for e in &applied.events {
            if let EventKind::Drew { player, .. } = e.kind {
                assert_eq!(player, GREEN);
                assert_eq!(e.text, "Green draws a card");
                drew = true;
            }
        }
        names_none("the events", &applied.events, &hidden);
        if drew {
            break;
        }
    }
    assert!(drew);
    assert_eq!(s.game().player(GREEN).hand.len(), before + 1);
    names_none("the timeline", &s.history(), &hidden_names(&s, GREEN));
}
