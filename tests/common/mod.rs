//! Helpers shared by the integration tests: build a game from scenario JSON,
//! apply actions written with "@label" references, and read events.
#![allow(dead_code)]

use stackwise::formats::scenario::{self, Built};
use stackwise::rules::*;

/// Random play for the property, playback and checkpoint tests.
#[cfg(not(target_arch = "wasm32"))]
pub mod random_play;

/// Wider random play: multiplayer and variants, attachments, continuous
/// effects, copies, shortcuts and concessions (tests/engine/properties.rs).
#[cfg(not(target_arch = "wasm32"))]
pub mod random_play_wide;

/// The battlefield's groups by their definition (snapshot tests).
pub mod board_groups;

/// The card table and cards compiled from their printed text.
pub mod card_table;
#[cfg(not(target_arch = "wasm32"))] pub mod rich_scenarios; // continuous effects, attachments, copies, schemes, shortcuts

/// Alice and Bob with these custom cards, battlefields and hands (entries as
/// in a scenario), five Islands in each library.
pub fn two_players(cards: serde_json::Value, alice_bf: serde_json::Value, alice_hand: serde_json::Value, bob_bf: serde_json::Value, bob_hand: serde_json::Value) -> T {
    T::new(serde_json::json!({
        "cards": cards,
        "players": [
            {"name": "Alice", "battlefield": alice_bf, "hand": alice_hand, "library": ["Island", "Island", "Island", "Island", "Island"]},
            {"name": "Bob", "battlefield": bob_bf, "hand": bob_hand, "library": ["Island", "Island", "Island", "Island", "Island"]}
        ]}))
}

pub struct T {
    pub b: Built,
}

impl T {
    /// Build from scenario JSON (panics with every problem named if invalid).
    pub fn new(json: serde_json::Value) -> T {
        let mut v = json;
        if v.get("format").is_none() {
            v["format"] = "stackwise-scenario".into();
            v["version"] = 1.into();
        }
        // Read as a scenario file is read: card shorthands in their general form,
        // cards written as printed (a type line of one string) compiled from their text.
        stackwise::cards::lowering::lower(&mut v);
        let printed = v.get("cards").and_then(|c| c.as_array()).is_some_and(|cs| cs.iter().any(|c| c.get("type").is_some_and(|t| t.is_string())));
        let s: scenario::Scenario = if printed { scenario::parse_value(&v).unwrap_or_else(|e| panic!("scenario: {e:?}")) } else { serde_json::from_value(v).expect("scenario JSON") };
        let b = s.build().unwrap_or_else(|e| panic!("scenario invalid: {e:?}"));
        T { b }
    }
    pub fn g(&self) -> &Game {
        &self.b.game
    }
    pub fn gm(&mut self) -> &mut Game {
        &mut self.b.game
    }
    /// The current id of a labelled object (following zone changes, 400.7).
    pub fn id(&self, label: &str) -> ObjectId {
        let v = scenario::resolve_labels(&serde_json::Value::String(format!("@{label}")), &self.b.labels, &self.b.game).unwrap();
        ObjectId(v.as_u64().unwrap())
    }
    pub fn zone(&self, label: &str) -> String {
        scenario::zone_of_label(&self.b.game, &self.b.labels, label).unwrap()
    }
    /// Apply an action given as JSON with "@label" references.
    pub fn try_act(&mut self, action: serde_json::Value) -> Result<Vec<Event>, ActionError> {
        let v = scenario::resolve_labels(&action, &self.b.labels, &self.b.game).expect("labels");
        let a: Action = serde_json::from_value(v).expect("action JSON");
        self.b.game.apply(&a)
    }
    pub fn act(&mut self, action: serde_json::Value) -> Vec<Event> {
        let shown = action.to_string();
        self.try_act(action).unwrap_or_else(|e| panic!("action {shown} failed: {e}"))
    }
    /// Everyone passes in turn until the stack shrinks, the step changes, or a decision is pending.
    pub fn pass_all(&mut self) -> Vec<Event> {
        let mut out = Vec::new();
        let start = (self.g().stack.len(), self.g().turn.number, self.g().turn.step);
        for _ in 0..32 {
            if self.g().pending.is_some() || self.g().winners.is_some() {
                break;
            }
            let Some(p) = self.g().acting_player() else { break };
            out.extend(self.b.game.apply(&Action::PassPriority { player: p }).expect("pass"));
            let now = (self.g().stack.len(), self.g().turn.number, self.g().turn.step);
            if now.0 < start.0 || now.1 != start.1 || now.2 != start.2 || self.g().pending.is_some() {
                break;
            }
        }
        out
    }
    pub fn life(&self, p: u8) -> i32 {
        self.g().life_of(PlayerId(p))
    }
}

/// The rule numbers of a list of events, in order.
pub fn rules(events: &[Event]) -> Vec<String> {
    events.iter().map(|e| e.rule.to_string()).collect()
}

/// Does any event cite this rule?
pub fn cites(events: &[Event], rule: &str) -> bool {
    events.iter().any(|e| e.rule == rule || e.rule.split('+').any(|r| r == rule))
}

/// Pass priority until a decision is pending (or the turn moves past combat).
pub fn to_decision(t: &mut T) {
    for _ in 0..6 {
        if t.g().pending.is_some() || t.g().turn.step == Step::PostcombatMain {
            return;
        }
        t.pass_all();
    }
}

/// From the beginning of combat (priority passed first), Alice (player 0)
/// attacks Bob with `attacker` (a label); returns once Bob is asked for blockers.
pub fn attack_to_blockers(t: &mut T, attacker: &str) {
    use serde_json::json;
    t.pass_all();
    t.act(json!({"action": "declare_attackers", "player": 0, "attackers": [{"attacker": format!("@{attacker}"), "target": {"player": 1}}]}));
    for _ in 0..6 {
        if t.g().turn.step == Step::DeclareBlockers && t.g().pending.is_some() {
            return;
        }
        t.pass_all();
    }
    panic!("no blockers declaration");
}

/// A game of two players, Alice (player 0) and Bob (1), each with ten
/// Islands in their library and the other fields given (hand, battlefield,
/// ...), of `cards`, in the precombat main phase of turn `number`, `active`'s.
pub fn duel(cards: Vec<serde_json::Value>, alice: serde_json::Value, bob: serde_json::Value, (number, active): (u32, u8)) -> T {
    use serde_json::json;
    let player = |mut v: serde_json::Value, name: &str| {
        v["name"] = json!(name);
        v["library"] = json!(vec!["Island"; 10]);
        v
    };
    T::new(json!({"cards": cards, "players": [player(alice, "Alice"), player(bob, "Bob")], "turn": {"number": number, "active": active, "step": "precombat_main"}}))
}

/// Once attackers are declared: combat played on, the defending player
/// declaring no blockers when asked, to the postcombat main phase.
pub fn combat_unblocked(t: &mut T) {
    use serde_json::json;
    for _ in 0..24 {
        if t.g().turn.step == Step::PostcombatMain {
            return;
        }
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, stackwise::rules::state::DecisionKind::DeclareBlockers { .. })) => {
                t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}));
            }
            Some(other) => panic!("unexpected decision {other:?}"),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("combat did not end");
}

/// Alice's (player 0) library by card name, top first.
pub fn top_down(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).library.iter().rev().map(|id| t.g().objects[id].def.name.clone()).collect()
}

/// Alice's (player 0) hand by card name.
pub fn hand(t: &T) -> Vec<String> {
    t.g().player(PlayerId(0)).hand.iter().map(|id| t.g().objects[id].def.name.clone()).collect()
}

/// The creatures offered as attackers at the next declaration.
pub fn attackers_offered(t: &mut T) -> Vec<ObjectId> {
    to_decision(t);
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(stackwise::rules::state::DecisionKind::DeclareAttackers { candidates, .. }) => candidates.clone(),
        _ => Vec::new(),
    }
}

/// The creatures offered as blockers at the next declaration.
pub fn blockers_offered(t: &mut T) -> Vec<ObjectId> {
    to_decision(t);
    match t.g().pending.as_ref().map(|d| &d.kind) {
        Some(stackwise::rules::state::DecisionKind::DeclareBlockers { candidates, .. }) => candidates.clone(),
        _ => Vec::new(),
    }
}

/// Apply an action that must be refused, check the game is exactly as it
/// was, and return the error's text.
pub fn refused_unchanged(t: &mut T, action: serde_json::Value) -> String {
    let before = serde_json::to_value(t.g()).unwrap();
    let e = t.try_act(action.clone()).err().unwrap_or_else(|| panic!("{action} should be refused")).to_string();
    assert_eq!(serde_json::to_value(t.g()).unwrap(), before, "a refused action leaves the game as it was");
    e
}

/// Play on until `player`'s `step` with no decision pending (at most a few
/// turns): no attackers or blockers, triggers in the order offered; any
/// other question goes to `answer`.
pub fn play_until(t: &mut T, player: u8, step: stackwise::rules::types::Step, answer: &dyn Fn(&mut T, PlayerId, stackwise::rules::state::DecisionKind)) {
    use serde_json::json;
    use stackwise::rules::state::DecisionKind;
    for _ in 0..400 {
        if t.g().turn.active == PlayerId(player) && t.g().turn.step == step && t.g().pending.is_none() {
            return;
        }
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::DeclareAttackers { .. })) => {
                t.act(json!({"action": "declare_attackers", "player": p.0, "attackers": []}));
            }
            Some((p, DecisionKind::DeclareBlockers { .. })) => {
                t.act(json!({"action": "declare_blockers", "player": p.0, "blockers": []}));
            }
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((p, k)) => answer(t, p, k),
            None => {
                t.pass_all();
            }
        }
    }
    panic!("never reached player {player}'s {step:?}");
}

/// Every order of the items (for rulings on objects that move together,
/// tested in every order).
pub fn permutations<X: Clone>(items: &[X]) -> Vec<Vec<X>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, first.clone());
            out.push(p);
        }
    }
    out
}

/// The ways the acting player is offered to cast the card labelled `label`
/// (every option of its `Cast` legal action; none when it can't be cast).
pub fn cast_options(t: &T, label: &str) -> Vec<stackwise::rules::legal::CastOption> {
    let id = t.id(label);
    t.g().legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            stackwise::rules::legal::LegalAction::Cast { card, options, .. } if card == id => Some(options),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The pending 616.1 / 306.7 replacement question: (rule, who, descriptions).
#[allow(dead_code)]
pub fn replacement_question(t: &T) -> (String, u8, Vec<String>) {
    let d = t.g().pending.clone().expect("a question is pending");
    let stackwise::rules::state::DecisionKind::ChooseReplacement { descriptions, .. } = d.kind else { panic!("not a replacement question: {:?}", d.kind) };
    (d.rule, d.player.0, descriptions)
}

/// Answer the pending replacement question with the option whose description contains `name`.
#[allow(dead_code)]
pub fn answer_replacement(t: &mut T, name: &str) -> Vec<Event> {
    let d = t.g().pending.clone().expect("a question is pending");
    let stackwise::rules::state::DecisionKind::ChooseReplacement { options, descriptions, .. } = d.kind else { panic!("not a replacement question: {:?}", d.kind) };
    let i = descriptions.iter().position(|s| s.contains(name)).unwrap_or_else(|| panic!("no option naming {name} in {descriptions:?}"));
    t.act(serde_json::json!({"action": "choose_replacement", "player": d.player.0, "choice": options[i]}))
}

/// How many abilities triggered among these events.
#[allow(dead_code)]
pub fn triggered(ev: &[Event]) -> usize {
    ev.iter().filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })).count()
}

/// The players with priority pass in turn, twice: the top of the stack resolves.
#[allow(dead_code)]
pub fn both_pass(t: &mut T) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..2 {
        let p = t.g().acting_player().expect("a player with priority");
        ev.extend(t.act(serde_json::json!({"action": "pass_priority", "player": p.0})));
    }
    ev
}

/// Resolve everything; each copy a spell makes keeps its targets (Alice, player
/// 0, answers the question) unless `retarget` gives new ones.
#[allow(dead_code)]
pub fn resolve_keeping_targets(t: &mut T, retarget: Option<serde_json::Value>) -> Vec<Event> {
    let mut ev = Vec::new();
    for _ in 0..40 {
        match t.g().pending.clone().map(|d| d.kind) {
            Some(stackwise::rules::state::DecisionKind::ChooseTargets { current, .. }) => {
                let targets = retarget.clone().unwrap_or_else(|| serde_json::to_value(&current).unwrap());
                ev.extend(t.act(serde_json::json!({"action": "choose_targets", "player": 0, "targets": targets})));
            }
            Some(d) => panic!("{d:?}"),
            None if t.g().stack.is_empty() => break,
            None => ev.extend(t.pass_all()),
        }
    }
    ev
}

/// Everyone passes until the stack is empty and nothing is asked (at most ten rounds).
#[allow(dead_code)]
pub fn resolve_stack(t: &mut T) {
    for _ in 0..10 {
        if t.g().stack.is_empty() && t.g().pending.is_none() {
            return;
        }
        t.pass_all();
    }
}

/// `player` casts the card labelled `card` with `mana` in their pool (paid
/// automatically), choosing these targets.
#[allow(dead_code)]
pub fn cast_with(t: &mut T, player: u8, card: &str, mana: &str, targets: serde_json::Value) -> Vec<Event> {
    t.gm().players[player as usize].pool = stackwise::rules::types::ManaPool::parse(mana).expect("a mana pool");
    t.act(serde_json::json!({"action": "cast_spell", "player": player, "card": format!("@{card}"), "targets": targets, "auto_pay": true}))
}

/// Alice casts the card labelled `card` (`cast_with`), then everything resolves (`resolve_stack`).
#[allow(dead_code)]
pub fn cast_resolved(t: &mut T, card: &str, mana: &str, targets: serde_json::Value) {
    cast_with(t, 0, card, mana, targets);
    resolve_stack(t);
}

/// Play on until the stack is empty and no trigger waits: triggers put on
/// the stack in the order offered, each target question answered with the
/// next of `targets` (the last one again once they run out; none given: the
/// question is unexpected), each "you may" with yes.
#[allow(dead_code)]
pub fn settle_with(t: &mut T, targets: &[serde_json::Value]) {
    use serde_json::json;
    use stackwise::rules::state::DecisionKind;
    let mut next = 0;
    for _ in 0..80 {
        match t.g().pending.clone().map(|d| (d.player, d.kind)) {
            Some((p, DecisionKind::OrderTriggers { triggers, .. })) => {
                t.act(json!({"action": "order_triggers", "player": p.0, "order": triggers}));
            }
            Some((p, DecisionKind::ChooseTargets { .. })) => {
                let target = targets.get(next).or(targets.last()).expect("a target question no target was given for").clone();
                next += 1;
                t.act(json!({"action": "choose_targets", "player": p.0, "targets": [target]}));
            }
            Some((p, DecisionKind::ChooseYesNo { .. })) => {
                t.act(json!({"action": "choose_yes_no", "player": p.0, "yes": true}));
            }
            Some((_, k)) => panic!("unexpected question {k:?}"),
            None if t.g().stack.is_empty() && t.g().waiting_triggers.is_empty() => return,
            None => {
                t.pass_all();
            }
        }
    }
    panic!("did not settle");
}
