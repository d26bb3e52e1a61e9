//! Haunt (702.54, reference rules): the keyword line (its reminder text
//! dropped as for every keyword) and the triggers that watch the haunted
//! creature from exile, "When [this] enters the battlefield or the creature
//! it haunts dies" and "When the creature [this] haunts dies", read and
//! written back from the form.
//!
//! Cards (their text as the table prints it): Absolver Thrull, Belfry Spirit,
//! Blind Hunter, Cry of Contrition, Exhumer Thrull, Orzhov Euthanist, Seize
//! the Soul.

use crate::common;
use common::card_table::{card, compiled};
use serde_json::json;
use stackwise::cards::def::CardDef;
use stackwise::text;

#[test]
fn r702_54_haunt_round_trips() {
    for name in ["Absolver Thrull", "Belfry Spirit", "Blind Hunter", "Cry of Contrition", "Exhumer Thrull", "Orzhov Euthanist", "Seize the Soul"] {
        let def: CardDef = serde_json::from_value(compiled(name)).unwrap();
        assert!(def.keywords.contains(&stackwise::rules::types::Keyword::Haunt), "{name}");
        assert_eq!(text::render(&def).unwrap(), text::normalize(&card(name).text), "{name}");
    }
}

#[test]
fn r702_54_the_haunt_trigger_is_written_from_the_form() {
    let mut v = compiled("Blind Hunter");
    let i = v["abilities"].as_array().unwrap().iter().position(|a| a["kind"] == "triggered").unwrap();
    assert_eq!(v["abilities"][i]["trigger"], json!({"on": "either", "of": [{"on": "enters_battlefield"}, {"on": "haunted_dies"}]}));
    v["abilities"][i]["trigger"] = json!({"on": "haunted_dies"});
    let d: CardDef = serde_json::from_value(v.clone()).unwrap();
    assert_eq!(text::render(&d).unwrap(), "Flying\nHaunt\nWhen the creature Blind Hunter haunts dies, target player loses 2 life and you gain 2 life.");
    // Without the keyword the line is gone, the trigger stays (written with
    // the default joins: the printed layout was for the lines as they were).
    v["keywords"] = json!(["flying"]);
    v.as_object_mut().unwrap().remove("text_layout");
    let d: CardDef = serde_json::from_value(v).unwrap();
    assert_eq!(text::render(&d).unwrap(), "Flying\nWhen the creature Blind Hunter haunts dies, target player loses 2 life. You gain 2 life.");
}
