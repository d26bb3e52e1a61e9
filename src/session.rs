//! A play session: a game with its history, undo and redo, built on
//! deterministic replay (the same start and the same actions give the same
//! game). This is what the wasm facade and the page drive; it has no JS in it.

use crate::formats::scenario::{self, Scenario};
use crate::formats::snapshot::Snapshot;
use crate::rules::actions::{Action, ActionError};
use crate::rules::events::Event;
use crate::rules::legal::LegalAction;
use crate::rules::state::Game;
use crate::rules::types::*;
use serde::Serialize;
use std::collections::BTreeMap;

include!(concat!(env!("OUT_DIR"), "/scenarios.rs"));

/// Two sample decks for a full game (card name, copies).
pub const SAMPLE_DECKS: &[(&str, &[(&str, u32)])] = &[
    (
        "Red",
        &[("Mountain", 17), ("Lightning Bolt", 4), ("Shock", 4), ("Blaze", 4), ("Raging Goblin", 4), ("Hill Giant", 4), ("Fork", 3)],
    ),
    (
        "Green",
        &[
            ("Forest", 17),
            ("Llanowar Elves", 4),
            ("Grizzly Bears", 4),
            ("Giant Growth", 4),
            ("Giant Spider", 3),
            ("Craw Wurm", 3),
            ("War Mammoth", 3),
            ("Battlegrowth", 2),
        ],
    ),
];

#[derive(Clone, Debug, Serialize)]
pub struct ScenarioInfo {
    pub id: String,
    pub name: String,
    pub description: String,
}

/// The list of built-in scenarios (id, name, description).
pub fn builtin_scenarios() -> Vec<ScenarioInfo> {
    BUILTIN_SCENARIOS
        .iter()
        .filter_map(|(id, src)| {
            scenario::parse(src).ok().map(|s| ScenarioInfo { id: id.to_string(), name: s.name, description: s.description })
        })
        .collect()
}

/// What one applied action produced: its events, the board after each event
/// (`frames[i]` is the board as of `events[i]`), and the final board.
#[derive(Clone, Debug, Serialize)]
pub struct Applied {
    pub events: Vec<Event>,
    pub frames: Vec<Snapshot>,
    pub snapshot: Snapshot,
}

/// One entry of the timeline.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryEntry {
    pub index: usize,
    pub action: Action,
    /// The first event's text, as a caption.
    pub caption: String,
}

pub struct Session {
    start: Game,
    game: Game,
    history: Vec<(Action, String)>,
    redo: Vec<(Action, String)>,
    pub labels: BTreeMap<String, ObjectId>,
    pub name: String,
}

impl Session {
    /// A session from scenario text; the error names every problem.
    pub fn from_scenario(text: &str) -> Result<Session, String> {
        let s = scenario::parse(text)?;
        Self::from_parsed(&s)
    }

    pub fn from_parsed(s: &Scenario) -> Result<Session, String> {
        let built = s.build().map_err(|e| e.join("; "))?;
        Ok(Session { start: built.game.clone(), game: built.game, history: Vec::new(), redo: Vec::new(), labels: built.labels, name: s.name.clone() })
    }

    pub fn builtin(id: &str) -> Result<Session, String> {
        let src = BUILTIN_SCENARIOS.iter().find(|(i, _)| *i == id).map(|(_, s)| *s).ok_or_else(|| {
            let ids: Vec<&str> = BUILTIN_SCENARIOS.iter().map(|(i, _)| *i).collect();
            format!("no built-in scenario '{id}' (there are: {})", ids.join(", "))
        })?;
        Self::from_scenario(src)
    }

    /// A new game between the two sample decks: shuffled with `seed`, seven cards each.
    pub fn sample_game(seed: u64) -> Session {
        let pool = crate::cards::builtin();
        let names: Vec<String> = SAMPLE_DECKS.iter().map(|(n, _)| n.to_string()).collect();
        let mut g = Game::new(&names, seed);
        for (i, (_, deck)) in SAMPLE_DECKS.iter().enumerate() {
            let p = PlayerId(i as u8);
            for (card, n) in deck.iter() {
                // The decks name only built-in cards (checked by a test).
                if let Some(def) = pool.get(card) {
                    for _ in 0..*n {
                        g.create_object(def.clone(), p, Zone::Library(p));
                    }
                }
            }
            g.shuffle_library(p);
            for _ in 0..7 {
                g.draw(p, "103.4");
            }
        }
        g.turn.step = Step::Upkeep;
        g.flow = crate::rules::state::Flow::StartStep;
        g.run();
        g.events.clear();
        Session { start: g.clone(), game: g, history: Vec::new(), redo: Vec::new(), labels: BTreeMap::new(), name: "Sample game".into() }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn snapshot(&self, viewer: Option<PlayerId>) -> Snapshot {
        self.game.snapshot(viewer)
    }

    pub fn legal_actions(&self) -> Vec<LegalAction> {
        self.game.legal_actions()
    }

    /// Apply an action; on error the game is unchanged. Clears the redo list.
    pub fn apply(&mut self, a: &Action, viewer: Option<PlayerId>) -> Result<Applied, ActionError> {
        self.game.tracing = Some(viewer);
        self.game.frames.clear();
        let r = self.game.apply(a);
        self.game.tracing = None;
        let frames = std::mem::take(&mut self.game.frames);
        let events = r?;
        let caption = events.iter().find(|e| e.rule != "116.3" && e.rule != "116.3d").or(events.first()).map(|e| e.text.clone()).unwrap_or_default();
        self.history.push((a.clone(), caption));
        self.redo.clear();
        Ok(Applied { events, frames, snapshot: self.game.snapshot(viewer) })
    }

    /// Replay the first `n` actions from the start (deterministic replay).
    fn replay(&mut self, n: usize) {
        let mut g = self.start.clone();
        for (a, _) in &self.history[..n] {
            // Every recorded action was legal from this very state before.
            let _ = g.apply(a);
        }
        g.events.clear();
        self.game = g;
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn undo(&mut self) -> Result<(), String> {
        let last = self.history.pop().ok_or("nothing to undo")?;
        self.redo.push(last);
        self.replay(self.history.len());
        Ok(())
    }

    pub fn redo(&mut self) -> Result<Vec<Event>, String> {
        let (a, cap) = self.redo.pop().ok_or("nothing to redo")?;
        let events = self.game.apply(&a).map_err(|e| e.to_string())?;
        self.history.push((a, cap));
        Ok(events)
    }

    /// Jump back to just after action `n` of the timeline (0 = the start); later actions can be redone.
    pub fn jump(&mut self, n: usize) -> Result<(), String> {
        if n > self.history.len() {
            return Err(format!("the timeline has only {} action(s)", self.history.len()));
        }
        while self.history.len() > n {
            let last = self.history.pop().unwrap();
            self.redo.push(last);
        }
        self.replay(n);
        Ok(())
    }

    pub fn history(&self) -> Vec<HistoryEntry> {
        self.history.iter().enumerate().map(|(i, (a, c))| HistoryEntry { index: i + 1, action: a.clone(), caption: c.clone() }).collect()
    }

    /// The id an object label stands for now (following zone changes).
    pub fn label(&self, l: &str) -> Option<ObjectId> {
        scenario::resolve_labels(&serde_json::Value::String(format!("@{l}")), &self.labels, &self.game).ok().and_then(|v| v.as_u64()).map(ObjectId)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_by_replay() {
        let mut s = Session::builtin("bolt-the-bears").unwrap();
        let start = s.game().clone();
        let bolt = s.label("bolt").unwrap();
        let bears = s.label("bears").unwrap();
        let cast = Action::CastSpell {
            player: PlayerId(0),
            card: bolt,
            targets: vec![crate::rules::events::TargetChoice::Object(bears)],
            mode: None,
            x: None,
            mana_abilities: vec![],
            auto_pay: true, division: vec![], alternative_cost: None,
        };
        s.apply(&cast, None).unwrap();
        let after = s.game().clone();
        s.undo().unwrap();
        assert!(*s.game() == start);
        s.redo().unwrap();
        assert!(*s.game() == after);
        assert_eq!(s.history().len(), 1);
        s.jump(0).unwrap();
        assert!(*s.game() == start);
        assert!(s.can_redo());
        assert!(s.jump(5).is_err());
    }

    #[test]
    fn every_builtin_scenario_loads() {
        for (id, _) in BUILTIN_SCENARIOS {
            Session::builtin(id).unwrap();
        }
        assert!(Session::builtin("nope").is_err());
        assert_eq!(builtin_scenarios().len(), BUILTIN_SCENARIOS.len());
    }

    #[test]
    fn sample_decks_are_forty_built_in_cards() {
        for (name, deck) in SAMPLE_DECKS {
            assert_eq!(deck.iter().map(|(_, n)| n).sum::<u32>(), 40, "{name}");
            for (card, _) in deck.iter() {
                assert!(crate::cards::builtin().get(card).is_some(), "{card} is not in the pool");
            }
        }
    }

    #[test]
    fn sample_game_deals_seven_and_is_deterministic() {
        let a = Session::sample_game(11);
        let b = Session::sample_game(11);
        assert!(a.game() == b.game());
        assert_eq!(a.game().player(PlayerId(0)).hand.len(), 7);
        assert_eq!(a.game().player(PlayerId(1)).library.len(), 33);
    }
}
