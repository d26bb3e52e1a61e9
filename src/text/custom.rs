//! Cards written as rules text: the printed form of a card (name, mana cost,
//! type line, rules text, power and toughness) as scenarios, puzzles, links
//! and the board editor carry a custom card or a card of the pool.
//!
//! Such a card is usable only when the engine understands it: its text
//! compiles, and the compiled form written back (`render`) is its text after
//! `normalize`. A card that compiles but reads back differently is refused
//! with the engine's wording, so a card never does something other than what
//! its text says. Writing goes the other way: a form is written as text only
//! when compiling that text gives the same form back (`printed_of`).

use super::compile::{compile, Unread};
use super::table::TableCard;
use super::words::{color_word, mana_text};
use super::render;
use crate::cards::def::CardDef;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A number or text where the card prints one ("2", "*", 2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Printed {
    Number(i64),
    Text(String),
}

impl Printed {
    fn text(&self) -> String {
        match self {
            Printed::Number(n) => n.to_string(),
            Printed::Text(s) => s.clone(),
        }
    }
}

/// A card as printed. `type` (the type line, one string) is what tells it
/// from the card form, whose types are a list (`types`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextCard {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<String>,
    /// The type line ("Legendary Creature — Human Wizard"; "-" may stand for "—").
    #[serde(rename = "type")]
    pub type_line: String,
    /// The rules text, one ability per line.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<Printed>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<Printed>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<Printed>,
    /// Colours where they are not the mana cost's (a colour indicator): "white", "Blue"...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<String>>,
}

impl TextCard {
    /// The table's shape of this card (what the compiler reads).
    pub fn to_table(&self) -> TableCard {
        let cap = |s: &String| {
            let mut c = s.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase()).unwrap_or_default()
        };
        TableCard {
            name: self.name.clone(),
            type_line: self.type_line.replace(" - ", " — "),
            text: self.text.clone(),
            mana_cost: self.mana_cost.clone().filter(|m| !m.is_empty()),
            colors: self.colors.as_ref().map(|c| c.iter().map(cap).collect()),
            power: self.power.as_ref().map(Printed::text),
            toughness: self.toughness.as_ref().map(Printed::text),
            loyalty: self.loyalty.as_ref().map(Printed::text),
            layout: "normal".into(),
            ..TableCard::default()
        }
    }
}

/// Why a card written as text can't be used.
#[derive(Clone, Debug, PartialEq)]
pub enum TextProblem {
    /// A phrase no reader accepts (or a field: line 0).
    Unread(Unread),
    /// It compiles, but written back it reads differently: the engine's wording.
    ReadsBack { rendered: Result<String, String>, expected: String },
}

impl std::fmt::Display for TextProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TextProblem::Unread(u) => write!(f, "{u}"),
            TextProblem::ReadsBack { rendered: Ok(r), .. } => {
                write!(f, "read, but the engine writes it back as \"{}\": it is used only when the two say the same", r.replace('\n', " / "))
            }
            TextProblem::ReadsBack { rendered: Err(e), .. } => write!(f, "read, but the engine can't write it back yet ({e}): it is used only when it can"),
        }
    }
}

/// Compile a card written as text; it must be understood (see the module notes).
pub fn compile_text_card(card: &TextCard) -> Result<CardDef, TextProblem> {
    let table = card.to_table();
    let def = compile(&table).map_err(TextProblem::Unread)?;
    let expected = super::normalize_named(&table.text, &table.name);
    let rendered = render(&def);
    if rendered.as_deref() == Ok(expected.as_str()) {
        Ok(def)
    } else {
        Err(TextProblem::ReadsBack { rendered, expected })
    }
}

/// Is this JSON object a card written as text (a type line, no list of types)?
pub fn is_text_card(m: &Map<String, Value>) -> bool {
    m.get("type").is_some_and(Value::is_string) && !m.contains_key("types")
}

/// The type line of a form ("Legendary Creature — Human Wizard").
pub fn type_line(def: &CardDef) -> String {
    let mut words: Vec<String> = def.supertypes.iter().map(|s| format!("{s:?}")).collect();
    words.extend(def.types.iter().map(|t| format!("{t:?}")));
    let mut line = words.join(" ");
    if !def.subtypes.is_empty() {
        line.push_str(" — ");
        line.push_str(&def.subtypes.join(" "));
    }
    line
}

/// The form written as a card's printed text, when that text compiles back
/// to the very same form (otherwise the form stays the way to write it).
pub fn printed_of(def: &CardDef) -> Option<TextCard> {
    let stat = |n: Option<i32>, printed: bool| match n {
        Some(n) => Some(Printed::Number(n as i64)),
        None if printed => Some(Printed::Text("*".into())),
        None => None,
    };
    let creature = def.has_type(crate::rules::types::CardType::Creature);
    let card = TextCard {
        name: def.name.clone(),
        mana_cost: def.mana_cost.as_ref().map(mana_text),
        type_line: type_line(def),
        text: render(def).ok()?,
        power: stat(def.power, creature),
        toughness: stat(def.toughness, creature),
        loyalty: stat(def.loyalty, false),
        colors: def.colors.map(|c| c.iter().map(|c| color_word(c).to_string()).collect()),
    };
    let back = compile(&card.to_table()).ok()?;
    (back == *def).then_some(card)
}

/// Every card written as text in the list `cards` (at `root`, e.g. "cards")
/// replaced by its compiled form, in place; the problems, each naming its
/// card and field. Cards already in the form are left for the typed reading.
pub fn lower_text_cards(cards: &mut Value, root: &str) -> Vec<String> {
    let Value::Array(items) = cards else { return Vec::new() };
    let mut errs = Vec::new();
    for (i, item) in items.iter_mut().enumerate() {
        let Value::Object(m) = item else { continue };
        if !is_text_card(m) {
            continue;
        }
        let card: TextCard = match crate::json::from_value(Value::Object(m.clone())) {
            Ok(c) => c,
            Err(e) => {
                errs.push(format!("{root}[{i}]: {e} (a card written as text has name, mana_cost, type, text, power, toughness, loyalty, colors)"));
                continue;
            }
        };
        match compile_text_card(&card) {
            Ok(def) => match crate::json::to_value(&def) {
                Ok(v) => *item = v,
                Err(e) => errs.push(format!("{root}[{i}]: {e}")),
            },
            Err(TextProblem::Unread(u)) if u.line == 0 => errs.push(format!("{root}[{i}]: {}", u.why)),
            Err(p) => errs.push(format!("{root}[{i}].text: {p}")),
        }
    }
    errs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(json: &str) -> TextCard {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_text_card_compiles_and_writes_back_as_text() {
        let c = card(r#"{"name": "Hill Giant", "mana_cost": "{3}{R}", "type": "Creature — Giant", "power": 3, "toughness": "3"}"#);
        let def = compile_text_card(&c).unwrap();
        assert_eq!((def.power, def.toughness), (Some(3), Some(3)));
        let back = printed_of(&def).unwrap();
        assert_eq!(back.type_line, "Creature — Giant");
        assert_eq!(back.mana_cost.as_deref(), Some("{3}{R}"));
        assert_eq!(compile_text_card(&back).unwrap(), def);
    }

    #[test]
    fn an_unread_phrase_is_named_with_its_line() {
        let c = card(r#"{"name": "Odd Bear", "mana_cost": "{1}{G}", "type": "Creature - Bear", "power": 2, "toughness": 2, "text": "Flying\nOdd Bear sings a song."}"#);
        let e = compile_text_card(&c).unwrap_err().to_string();
        assert!(e.contains("line 2") && e.contains("sings a song"), "{e}");
    }

    #[test]
    fn a_list_names_the_card_and_field_at_fault() {
        let mut v: Value = serde_json::from_str(r#"[{"name": "A", "type": "Creature — Bear", "power": 2, "toughness": 2, "text": "Flying"}, {"name": "B", "type": "Sorcery", "text": "Zap everything."}, {"name": "C", "type": "Instant", "txt": "x"}]"#).unwrap();
        let errs = lower_text_cards(&mut v, "cards");
        assert_eq!(errs.len(), 2, "{errs:?}");
        assert!(errs[0].starts_with("cards[1].text: line 1"), "{errs:?}");
        assert!(errs[1].starts_with("cards[2]:") && errs[1].contains("txt"), "{errs:?}");
        assert_eq!(v[0]["types"], serde_json::json!(["Creature"]));
    }
}
