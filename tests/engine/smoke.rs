use crate::common;
use common::*;
use serde_json::json;

#[test]
fn bolt_kills_bears_by_704_5g() {
    let mut t = T::new(json!({
        "players": [
            {"name": "A", "hand": [{"card": "Lightning Bolt", "label": "bolt"}], "battlefield": ["Mountain"]},
            {"name": "B", "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}
        ]
    }));
    let ev = t.act(json!({"action": "cast_spell", "player": 0, "card": "@bolt", "targets": [{"object": "@bears"}], "auto_pay": true}));
    assert!(cites(&ev, "601.2i"));
    assert_eq!(t.g().stack.len(), 1);
    let ev = t.pass_all();
    assert!(cites(&ev, "704.5g"));
    assert_eq!(t.zone("bears"), "graveyard");
}
