//! 704.5n, 704.5p, 704.5q with a host that has left: an Aura, Equipment or
//! other attached permanent whose object left the battlefield (or ceased to
//! exist) is attached to nothing at once, since that object no longer exists
//! (400.7); the next state-based check puts the Aura into its owner's
//! graveyard (704.5n) and makes an Equipment unattached (704.5p). No link
//! ever names an object that doesn't exist, even when the game ends in the
//! check that killed the host, or a player leaves the game (800.4a) and a
//! decision is asked before the next check. Every position is consistent
//! (`Game::check_consistency`) and round-trips through `Session::save` →
//! `Session::load`.

use crate::common;
use crate::replay;
use common::*;
use serde_json::json;
use stackwise::rules::*;
use stackwise::session::Session;

/// A random Commander game: a player concedes and an Aura on their creature was left linked to it.
#[test]
fn r704_5n_attached_to_gone_random_game_repro() {
    let (_, taken) = replay::replay("r704_5n_attached_to_gone.json");
    assert!(taken > 0);
}

/// A position whose first check kills an enchanted creature and ends the game (704.5a with 704.5g).
#[test]
fn r704_5n_save_load_random_game_repro() {
    let (s, _) = replay::replay("r704_5n_save_load.json");
    assert!(s.game().winners.is_some(), "the first check ended the game");
}

/// Carol concedes as the last to pass: her Savannah Lions ceases to exist and the
/// attack decision is asked before any check; Alice's Pacifism is attached to nothing.
#[test]
fn r800_4a_aura_on_departed_creature_repro() {
    let (s, taken) = replay::replay("r800_4a_aura_on_departed.json");
    assert_eq!(taken, 3);
    let pacifism = s.game().objects.values().find(|o| o.def.name == "Pacifism").expect("Pacifism still on the battlefield until the next check");
    assert_eq!(pacifism.extra.attached_to, None);
}

/// Alice loses and her enchanted creature dies in the same first check.
#[test]
fn r704_5n_game_over_aura_repro() {
    let (s, _) = replay::replay("r704_5n_game_over_aura.json");
    assert_eq!(s.game().winners.as_deref(), Some(&[PlayerId(1)][..]));
}

/// The game ends in the check that kills the enchanted or equipped creature:
/// no further check comes, and the Aura or Equipment is attached to nothing.
/// Two attachments (an Aura, an Equipment) on two creatures, in both orders
/// of the battlefield; the session saved there loads again.
#[test]
fn r704_5n_game_over_in_the_same_check_leaves_no_link_to_a_gone_object() {
    for attachment in ["Pacifism", "Bonesplitter"] {
        for creature in ["Grizzly Bears", "Savannah Lions"] {
            let entries = [json!({"card": creature, "label": "c", "counters": {"-1/-1": 2}}), json!({"card": attachment, "label": "a", "attached_to": "c"})];
            for order in [[0, 1], [1, 0]] {
                let bf = json!([entries[order[0]], entries[order[1]]]);
                let text = json!({"format": "stackwise-scenario", "version": 1,
                    "players": [{"name": "A", "life": 0, "battlefield": bf}, {"name": "B"}]}).to_string();
                let s = Session::from_scenario(&text).unwrap();
                let g = s.game();
                assert_eq!(g.winners.as_deref(), Some(&[PlayerId(1)][..]), "{attachment} on {creature}");
                g.check_consistency().expect("consistent");
                let a = g.objects.values().find(|o| o.def.name == attachment).expect("still on the battlefield");
                assert_eq!(a.zone, Zone::Battlefield);
                assert_eq!(a.extra.attached_to, None);
                let back = Session::load(&s.save().unwrap()).expect("load(save())");
                assert!(back.game() == g);
            }
        }
    }
}

/// A creature's owner leaves the game while a decision is asked before the
/// next check: the Aura and the Equipment on it (another player's) are
/// attached to nothing at once; at the next check the Aura goes (704.5n) and
/// the Equipment stays, unattached (704.5p).
#[test]
fn r800_4a_attachments_of_a_departed_creature_then_704_5n_and_704_5p() {
    for creature in ["Savannah Lions", "Grizzly Bears"] {
        let mut t = T::new(json!({
            "players": [
                {"name": "Alice", "battlefield": [{"card": "Pacifism", "label": "aura", "attached_to": "c"},
                                                  {"card": "Bonesplitter", "label": "eq", "attached_to": "c"}, "Grizzly Bears"],
                 "library": ["Island", "Island"]},
                {"name": "Bob", "library": ["Island", "Island"]},
                {"name": "Carol", "battlefield": [{"card": creature, "label": "c"}], "library": ["Island", "Island"]}
            ],
            "turn": {"number": 3, "active": 0, "step": "beginning_of_combat"}
        }));
        t.act(json!({"action": "pass_priority", "player": 0}));
        t.act(json!({"action": "pass_priority", "player": 1}));
        let mut s = Session::from_parsed(&serde_json::from_value(json!({"format": "stackwise-scenario", "version": 1, "position": t.g(), "labels": {}})).unwrap()).unwrap();
        let ev = s.apply(&Action::Concede { player: PlayerId(2) }, None).expect("concede").events;
        assert!(cites(&ev, "800.4a"));
        let g = s.game();
        g.check_consistency().expect("consistent");
        assert!(g.pending.is_some(), "the attack decision is asked before the next check");
        for l in ["aura", "eq"] {
            let o = g.obj(t.id(l)).expect("still there");
            assert_eq!(o.extra.attached_to, None, "{l}");
        }
        let back = Session::load(&s.save().unwrap()).expect("load(save())");
        assert!(back.game() == s.game());
        // Alice declares no attackers; the next check cleans up.
        let ev = s.apply(&Action::DeclareAttackers { player: PlayerId(0), attackers: vec![] }, None).unwrap().events;
        let g = s.game();
        assert!(cites(&ev, "704.5n") && cites(&ev, "704.5p"), "{:?}", rules(&ev));
        assert!(matches!(g.obj(t.id("aura")), None), "Pacifism left the battlefield");
        assert!(g.player(PlayerId(0)).graveyard.iter().any(|id| g.obj(*id).unwrap().def.name == "Pacifism"));
        let eq = g.obj(t.id("eq")).expect("Bonesplitter stays");
        assert_eq!((eq.zone, eq.extra.attached_to, eq.extra.was_attached_to), (Zone::Battlefield, None, None));
        g.check_consistency().expect("consistent");
    }
}

/// A game read from outside may not name, as what an attachment was attached
/// to, an object that still exists, nor have both links: the check names the field.
#[test]
fn r704_5n_was_attached_to_of_a_position_is_checked() {
    let t = T::new(json!({"players": [
        {"name": "A", "battlefield": [{"card": "Grizzly Bears", "label": "c"}, {"card": "Pacifism", "label": "a", "attached_to": "c"}]},
        {"name": "B"}]}));
    let (c, a) = (t.id("c"), t.id("a"));
    let mut g = t.g().clone();
    g.obj_mut(a).unwrap().extra.was_attached_to = Some(c);
    let e = g.check_consistency().unwrap_err();
    assert!(e.contains(&format!("objects[{a}].was_attached_to")), "{e}");
    let mut g = t.g().clone();
    g.obj_mut(a).unwrap().extra.was_attached_to = Some(ObjectId(g.next_id + 5));
    assert!(g.check_consistency().unwrap_err().contains("was_attached_to"));
}
