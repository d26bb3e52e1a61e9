//! The scenario format (docs/scenarios.md): every malformed file is refused
//! with the JSON path of the mistake and what is wrong with it; expectations
//! can state a whole ruling (objects, mana pool, turn, priority, result,
//! pending decision) and each can fail; a step can expect its action to be
//! refused, with the rule of the refusal, and the script goes on with the
//! game unchanged.

use serde_json::{json, Value};
use stackwise::formats::scenario::{self, Scenario};

/// A valid base: Alice has a Bolt and a Mountain, Bob has Grizzly Bears.
fn base() -> Value {
    json!({
        "format": "stackwise-scenario", "version": 1,
        "players": [
            {"name": "Alice", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": [{"card": "Mountain", "label": "m"}]},
            {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ],
        "turn": {"number": 3, "active": 0, "step": "precombat_main"}
    })
}

/// `base()` with `f` applied.
fn with(f: impl FnOnce(&mut Value)) -> String {
    let mut v = base();
    f(&mut v);
    v.to_string()
}

/// Parse and build; the file must be refused. Returns every problem, joined.
fn problems(text: &str) -> String {
    match scenario::parse(text) {
        Err(e) => e,
        Ok(s) => match s.build() {
            Err(errs) => errs.join("; "),
            Ok(_) => panic!("a malformed scenario was accepted: {text}"),
        },
    }
}

#[test]
fn the_base_scenario_is_valid() {
    let s = scenario::parse(&base().to_string()).unwrap();
    assert!(s.build().is_ok());
}

#[test]
fn every_malformed_file_names_the_field_and_the_problem() {
    let step = |s: Value| with(|v| v["script"] = json!([s]));
    let corpus: Vec<(&str, String, &str, &str)> = vec![
        // (mistake, file, path named, problem said)
        ("wrong type: life as text", with(|v| v["players"][0]["life"] = json!("x")), "players[0].life", "expected a whole number"),
        ("wrong type: a number as a card", with(|v| v["players"][0]["hand"] = json!([5])), "players[0].hand[0]", "expected a card name or an object"),
        ("unknown field in a card", with(|v| v["players"][0]["hand"][0]["tapd"] = json!(true)), "players[0].hand[0].tapd", "unknown field; expected one of card, label, tapped"),
        ("unknown top-level field", with(|v| v["plyers"] = json!([])), "plyers", "unknown field"),
        ("missing players", with(|v| drop(v.as_object_mut().unwrap().remove("players"))), "players", "missing"),
        ("missing player name", with(|v| drop(v["players"][1].as_object_mut().unwrap().remove("name"))), "players[1].name", "missing"),
        ("unknown card name", with(|v| v["players"][0]["hand"] = json!(["Grizly Bears"])), "players[0].hand[0]", "unknown card 'Grizly Bears'"),
        ("unknown step", with(|v| v["turn"]["step"] = json!("lunch")), "turn.step", "unknown value \"lunch\"; expected one of untap, upkeep"),
        ("no such active player", with(|v| v["turn"]["active"] = json!(5)), "turn.active", "no player 5"),
        ("negative player index", with(|v| v["turn"]["active"] = json!(-1)), "turn.active", "expected a whole number from 0 to 255, found -1"),
        ("player index out of range", with(|v| v["turn"]["priority"] = json!(300)), "turn.priority", "found 300 (out of range)"),
        ("fractional poison", with(|v| v["players"][0]["poison"] = json!(1.5)), "players[0].poison", "found 1.5"),
        ("negative counters", with(|v| v["players"][1]["battlefield"][0]["counters"] = json!({"+1/+1": -2})), "players[1].battlefield[0].counters[\"+1/+1\"]", "found -2"),
        ("attached to an unknown label", with(|v| v["players"][1]["battlefield"][0]["attached_to"] = json!("nowhere")), "players[1].battlefield[0].attached_to", "no object labelled 'nowhere'"),
        ("no such controller", with(|v| v["players"][1]["battlefield"][0]["controller"] = json!(7)), "players[1].battlefield[0].controller", "no player 7"),
        ("bad mana in the pool", with(|v| v["players"][0]["mana_pool"] = json!("RQ")), "players[0].mana_pool", "Q"),
        ("unknown variant", with(|v| v["variant"] = json!("free_for_all")), "variant", "unknown value \"free_for_all\"; expected one of normal"),
        ("players not a list", with(|v| v["players"] = json!({"name": "Alice"})), "players", "expected a list, found an object"),
        ("a label used twice", with(|v| v["players"][1]["battlefield"][0]["label"] = json!("bolt")), "players[1].battlefield[0].label", "'bolt' is used twice"),
        ("wrong format", with(|v| v["format"] = json!("other")), "format", "must be \"stackwise-scenario\""),
        ("unsupported version", with(|v| v["version"] = json!(5)), "version", "version 5 is not supported"),
        ("version 0", with(|v| v["version"] = json!(0)), "version", "reads versions 1 to 4"),
        ("top level not an object", "[1, 2]".to_string(), "(top level)", "expected an object"),
        ("unknown custom card type", with(|v| v["cards"] = json!([{"name": "X", "types": ["Instnt"]}])), "cards[0].types[0]", "unknown value \"Instnt\"; expected one of Artifact"),
        (
            "bad amount in a custom card",
            with(|v| v["cards"] = json!([{"name": "X", "types": ["Instant"], "spell": {"effects": [{"do": "deal_damage", "amount": "lots", "to": {"target": 0}}]}}])),
            "cards[0].spell.effects[0].amount",
            "none of the accepted forms of Amount",
        ),
        // Actions.
        ("unknown action", step(json!({"do": {"action": "cats", "player": 0}})), "script[0].do.action", "unknown action \"cats\"; expected one of pass_priority, play_land, cast_spell"),
        ("action without its name", step(json!({"do": {"player": 0}})), "script[0].do.action", "missing"),
        ("action not an object", step(json!({"do": "pass"})), "script[0].do", "expected an action object"),
        ("action player as text", step(json!({"do": {"action": "pass_priority", "player": "Alice"}})), "script[0].do.player", "expected a whole number from 0 to 255, found the string \"Alice\""),
        ("misspelt action field", step(json!({"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targts": []}})), "script[0].do.targts", "unknown field; expected one of player, card, targets"),
        ("action missing a field", step(json!({"do": {"action": "play_land", "player": 0}})), "script[0].do.card", "missing"),
        ("bad target shape", step(json!({"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"obj": "@bears"}]}})), "script[0].do.targets[0].obj", "unknown value \"obj\"; expected player or object"),
        ("negative X", step(json!({"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "x": -1}})), "script[0].do.x", "found -1 (out of range)"),
        ("targets not a list", step(json!({"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": {"player": 1}}})), "script[0].do.targets", "expected a list"),
        ("unknown label in an action", step(json!({"do": {"action": "cast_spell", "player": 0, "card": "@nobody"}})), "script[0].do.card", "no object labelled 'nobody'"),
        // Steps.
        ("a step of no kind", step(json!({})), "script[0]", "needs one of \"do\""),
        ("a step of two kinds", step(json!({"pass_all": true, "expect": {}})), "script[0]", "exactly one of"),
        ("misspelt step kind", step(json!({"pas_all": true})), "script[0].pas_all", "unknown field; expected one of do"),
        ("pass_all not a boolean", step(json!({"pass_all": "yes"})), "script[0].pass_all", "expected true or false"),
        ("refused on an expect step", step(json!({"expect": {}, "refused": true})), "script[0]", "\"refused\" belongs to a \"do\" step"),
        ("refused not a rule", step(json!({"do": {"action": "pass_priority", "player": 0}, "refused": "soon"})), "script[0].refused", "not a rule number"),
        ("refused false", step(json!({"do": {"action": "pass_priority", "player": 0}, "refused": false})), "script[0].refused", "write true or a rule number"),
        // Expectations.
        ("unknown expectation", step(json!({"expect": {"lfe": {"Alice": 20}}})), "script[0].expect.lfe", "unknown field; expected one of life"),
        ("unknown zone", step(json!({"expect": {"zone": {"bolt": "hnd"}}})), "script[0].expect.zone.bolt", "unknown value \"hnd\"; expected one of battlefield"),
        ("unknown player in life", step(json!({"expect": {"life": {"Carol": 20}}})), "script[0].expect.life.Carol", "no player named 'Carol'"),
        ("life as text", step(json!({"expect": {"life": {"Alice": "20"}}})), "script[0].expect.life.Alice", "expected a whole number"),
        ("unknown object field", step(json!({"expect": {"objects": {"bears": {"powr": 2}}}})), "script[0].expect.objects.bears.powr", "unknown field; expected one of power"),
        ("unknown object label", step(json!({"expect": {"objects": {"ghost": {"tapped": true}}}})), "script[0].expect.objects.ghost", "no object labelled 'ghost'"),
        ("tapped as text", step(json!({"expect": {"objects": {"bears": {"tapped": "yes"}}}})), "script[0].expect.objects.bears.tapped", "expected true or false"),
        ("unknown controller", step(json!({"expect": {"objects": {"bears": {"controller": "Eve"}}}})), "script[0].expect.objects.bears.controller", "no player named 'Eve'"),
        ("negative stack size", step(json!({"expect": {"stack_size": -1}})), "script[0].expect.stack_size", "found -1"),
        ("unknown decision kind", step(json!({"expect": {"decision": {"kind": "vote"}}})), "script[0].expect.decision.kind", "unknown value \"vote\"; expected one of none, declare_attackers"),
        ("unknown result", step(json!({"expect": {"result": "tie"}})), "script[0].expect.result", "unknown value \"tie\"; expected one of ongoing, draw, won"),
        ("bad rule number", step(json!({"expect": {"rules": ["abc"]}})), "script[0].expect.rules[0]", "'abc' is not a rule number"),
        ("bad expected mana", step(json!({"expect": {"mana_pool": {"Alice": "Z"}}})), "script[0].expect.mana_pool.Alice", "Z"),
    ];
    assert!(corpus.len() >= 25);
    let mut seen = std::collections::BTreeSet::new();
    for (mistake, text, path, problem) in &corpus {
        assert!(seen.insert(*mistake), "duplicate case {mistake}");
        let e = problems(text);
        assert!(!e.contains("did not match any variant") && !e.contains("untagged"), "{mistake}: {e}");
        // The path is named as the start of a problem ("path: ..."), and the problem is said.
        let named = e.split("; ").any(|part| part.trim_start_matches("scenario: ").starts_with(&format!("{path}: ")));
        assert!(named, "{mistake}: the error should name {path}: {e}");
        assert!(e.contains(problem), "{mistake}: the error should say {problem:?}: {e}");
    }
}

#[test]
fn every_action_in_a_script_is_checked_at_once() {
    let text = with(|v| {
        v["script"] = json!([
            {"do": {"action": "cats", "player": 0}},
            {"pass_all": true},
            {"do": {"action": "pass_priority", "player": "x"}}
        ])
    });
    let e = problems(&text);
    assert!(e.contains("script[0].do.action: unknown action \"cats\""), "{e}");
    assert!(e.contains("script[2].do.player: expected"), "{e}");
}

/// Play `script` on `base()`; returns (failures, report texts).
fn play(script: Value) -> (Vec<String>, Vec<String>) {
    let text = with(|v| v["script"] = script);
    let s = scenario::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let out = scenario::run_script(&s).unwrap_or_else(|e| panic!("{e}"));
    (out.failures, out.report.iter().map(|r| r.text.clone()).collect())
}

#[test]
fn object_expectations_are_checked_and_can_fail() {
    // Lightning Bolt deals 3 damage to a 4/4 Serra Angel: it survives with 3 damage marked.
    let text = with(|v| {
        v["players"][1]["battlefield"] = json!([{"card": "Serra Angel", "label": "angel"}, {"card": "Grizzly Bears", "label": "bears", "tapped": true, "counters": {"+1/+1": 1}}]);
        v["script"] = json!([
            {"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@angel"}], "auto_pay": true}},
            {"expect": {"objects": {"m": {"tapped": true}, "angel": {"damage": 0}}}},
            {"pass_all": true},
            {"expect": {"objects": {
                "angel": {"power": 4, "toughness": 4, "damage": 3, "tapped": false, "controller": "Bob", "attached_to": null},
                "bears": {"power": 3, "toughness": 3, "counters": {"+1/+1": 1, "-1/-1": 0}, "tapped": true}
            }}},
            {"expect": {"objects": {
                "angel": {"power": 3, "toughness": 5, "damage": 2, "tapped": true, "controller": "Alice", "attached_to": "bears"},
                "bears": {"counters": {"+1/+1": 2}}
            }}}
        ]);
    });
    let s = scenario::parse(&text).unwrap();
    let out = scenario::run_script(&s).unwrap();
    let f = out.failures.join("\n");
    assert_eq!(out.failures.len(), 7, "{f}");
    for want in [
        "script[4]: @angel has power 4, expected 3",
        "script[4]: @angel has toughness 4, expected 5",
        "script[4]: @angel has 3 damage marked, expected 2",
        "script[4]: @angel is untapped, expected tapped",
        "script[4]: @angel is controlled by Bob, expected Alice",
        "script[4]: @angel is attached to nothing, expected bears",
        "script[4]: @bears has 1 +1/+1 counter(s), expected 2",
    ] {
        assert!(f.contains(want), "missing {want:?} in\n{f}");
    }
    assert!(out.report[0].met && out.report[1].met && !out.report[2].met, "{:?}", out.report);
}

#[test]
fn loyalty_and_mana_pool_expectations() {
    // Jace Beleren enters with 3 loyalty (306.5b); +2 makes 5 (606.4). Tapping the Mountain adds {R}.
    let text = with(|v| {
        v["players"][0]["battlefield"] = json!([{"card": "Mountain", "label": "m"}, {"card": "Jace Beleren", "label": "jace"}]);
        v["players"][0]["library"] = json!(["Forest", "Forest"]);
        v["players"][1]["library"] = json!(["Forest", "Forest"]);
        v["script"] = json!([
            {"expect": {"objects": {"jace": {"loyalty": 3}}, "mana_pool": {"Alice": ""}}},
            {"do": {"action": "activate_ability", "player": 0, "source": "@jace", "ability": 0}},
            {"do": {"action": "activate_ability", "player": 0, "source": "@m", "ability": 0}},
            {"expect": {"objects": {"jace": {"loyalty": 5, "counters": {"loyalty": 5}}}, "mana_pool": {"Alice": "R", "Bob": ""}}},
            {"expect": {"objects": {"jace": {"loyalty": 4}}, "mana_pool": {"Alice": "{1}"}}}
        ]);
    });
    let out = scenario::run_script(&scenario::parse(&text).unwrap()).unwrap();
    // Mana pools are checked before objects.
    assert_eq!(out.failures, vec!["script[4]: Alice's mana pool holds {R}, expected {C}".to_string(), "script[4]: @jace has loyalty 5, expected 4".to_string()]);
}

#[test]
fn turn_active_player_priority_and_step_expectations() {
    let (f, _) = play(json!([
        {"expect": {"turn": 3, "active_player": "Alice", "priority": "Alice", "step": "precombat_main", "result": "ongoing"}},
        {"do": {"action": "pass_priority", "player": 0}},
        {"expect": {"priority": "Bob", "active_player": "Alice"}},
        {"expect": {"turn": 4, "active_player": "Bob", "priority": "Alice", "result": "draw"}}
    ]));
    assert_eq!(
        f,
        vec![
            "script[3]: it is turn 3, expected turn 4",
            "script[3]: the active player is Alice, expected Bob",
            "script[3]: Bob has priority, expected Alice to have it",
            "script[3]: the game's result is ongoing, expected draw",
        ]
    );
}

#[test]
fn r104_4a_result_draw_and_won() {
    // Both players start at 0 life: both lose at once, so the game is a draw (704.5a, 104.4a).
    let text = with(|v| {
        v["players"][0]["life"] = json!(0);
        v["players"][1]["life"] = json!(0);
        v["script"] = json!([{"expect": {"result": "draw", "winners": []}}, {"expect": {"result": "won"}}]);
    });
    let out = scenario::run_script(&scenario::parse(&text).unwrap()).unwrap();
    assert_eq!(out.failures, vec!["script[1]: the game's result is draw, expected won".to_string()]);
    // Only Bob at 0: Alice wins (104.2a).
    let text = with(|v| {
        v["players"][1]["life"] = json!(0);
        v["script"] = json!([{"expect": {"result": "won", "winners": ["Alice"]}}, {"expect": {"result": "draw"}}]);
    });
    let out = scenario::run_script(&scenario::parse(&text).unwrap()).unwrap();
    assert_eq!(out.failures, vec!["script[1]: the game's result is won, expected draw".to_string()]);
}

#[test]
fn r603_3b_decision_expectations_count_the_triggers_to_order() {
    // Two Blood Artists see the Bears die: Alice must order two triggers (603.3b).
    let text = with(|v| {
        v["players"][0]["battlefield"] = json!(["Mountain", "Blood Artist", "Blood Artist"]);
        v["script"] = json!([
            {"expect": {"decision": {"kind": "none"}}},
            {"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}},
            {"pass_all": true},
            {"expect": {"decision": {"kind": "order_triggers", "player": "Alice", "triggers": 2, "rule": "603.3b"}, "priority": "Alice"}},
            {"expect": {"decision": {"kind": "choose_targets", "player": "Bob", "triggers": 3, "rule": "603.3c"}}},
            {"expect": {"decision": {"kind": "none"}}}
        ]);
    });
    let out = scenario::run_script(&scenario::parse(&text).unwrap()).unwrap();
    assert_eq!(
        out.failures,
        vec![
            "script[3]: nobody has priority (Alice must decide: order your triggered abilities: the first you list goes on the stack first and resolves last), expected Alice to have it",
            "script[4]: the pending decision is order_triggers, expected choose_targets",
            "script[4]: Alice must decide, expected Bob",
            "script[4]: the decision is asked by rule 603.3b, expected 603.3c",
            "script[4]: 2 triggered abilities wait to be ordered, expected 3",
            "script[5]: Alice must decide (order_triggers), expected no pending decision",
        ]
    );
}

#[test]
fn r601_2h_a_refused_action_can_be_expected_and_the_script_goes_on() {
    // Alice has no untapped land after the first Bolt; a second Bolt can't be paid for (601.2h).
    let text = with(|v| {
        v["players"][0]["hand"] = json!([{"card": "Lightning Bolt", "label": "bolt"}, {"card": "Lightning Bolt", "label": "bolt2"}]);
        v["script"] = json!([
            {"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}},
            {"do": {"action": "cast_spell", "player": 0, "card": "@bolt2", "targets": [{"player": 1}], "auto_pay": true}, "refused": "601.2h"},
            {"do": {"action": "cast_spell", "player": 0, "card": "@bolt2", "targets": [{"player": 1}], "auto_pay": true}, "refused": "601.2"},
            {"do": {"action": "cast_spell", "player": 1, "card": "@bolt2", "targets": [{"player": 1}]}, "refused": true},
            {"expect": {"stack_size": 1, "zone": {"bolt2": "hand"}}},
            {"pass_all": true},
            {"expect": {"zone": {"bears": "graveyard"}}}
        ]);
    });
    let out = scenario::run_script(&scenario::parse(&text).unwrap()).unwrap();
    assert!(out.failures.is_empty(), "{:?}", out.failures);
    assert_eq!(out.report.len(), 5);
    assert!(out.report[0].text.starts_with("refused (601.2h): 601.2h: Alice can't pay the cost {R}"), "{:?}", out.report[0]);
    assert!(out.report[2].text.starts_with("refused (116.1)"), "{:?}", out.report[2]);
}

#[test]
fn a_refusal_expectation_fails_when_the_action_is_taken_or_the_rule_differs() {
    let (f, _) = play(json!([
        {"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@m"}], "auto_pay": true}, "refused": "601.2c"},
        {"do": {"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [], "auto_pay": true}, "refused": "601.2h"},
        {"do": {"action": "pass_priority", "player": 0}, "refused": true},
        {"expect": {"priority": "Bob"}}
    ]));
    assert_eq!(f.len(), 3, "{f:?}");
    assert!(f[0].starts_with("script[0]: refused (115): ") && f[0].ends_with("expected a refusal citing rule 601.2c"), "{f:?}");
    assert!(f[1].starts_with("script[1]: refused (601.2c): ") && f[1].ends_with("expected a refusal citing rule 601.2h"), "{f:?}");
    assert_eq!(f[2], "script[2]: the action was expected to be refused, but it was taken");
}

#[test]
fn scenarios_round_trip_through_serde() {
    let text = with(|v| {
        v["script"] = json!([
            {"do": {"action": "pass_priority", "player": 0}, "refused": "116.1", "note": "n"},
            {"pass_all": true, "note": "p"},
            {"expect": {"objects": {"bears": {"attached_to": null, "power": 2}}, "decision": {"kind": "none"}, "result": "ongoing"}, "note": "e"}
        ])
    });
    let s = scenario::parse(&text).unwrap();
    let again: Scenario = serde_json::from_value(serde_json::to_value(&s).unwrap()).unwrap();
    assert_eq!(s, again);
}
