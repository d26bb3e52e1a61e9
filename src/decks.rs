//! Preconstructed decks: 40-card lists built from the built-in card pool,
//! for a full game (`Session::new_game`). Data only: each deck is an id, a
//! name, a one-line description and (card name, copies) pairs; the test
//! below checks that every card is in the pool, that each deck has 40 cards
//! and that no card other than a basic land appears more than four times
//! (the constructed-deck limit, 100.2a in the 2017 edition).

use serde::Serialize;

/// A preconstructed deck.
#[derive(Clone, Copy, Debug)]
pub struct Deck {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub cards: &'static [(&'static str, u32)],
}

/// What the page lists: a deck's id, name, description and size.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DeckInfo {
    pub id: String,
    pub name: String,
    pub description: String,
    pub cards: u32,
    /// The card names with their copies, in list order.
    pub list: Vec<(String, u32)>,
}

/// Every preconstructed deck. The first two are the sample decks of
/// `Session::sample_game` (same lists, same order, so a sample game and
/// `new_game("red", "green", seed)` are the same game).
pub const DECKS: &[Deck] = &[
    Deck {
        id: "red",
        name: "Red",
        description: "The first sample deck: burn spells, Fork and a few goblins and giants.",
        cards: &[("Mountain", 17), ("Lightning Bolt", 4), ("Shock", 4), ("Blaze", 4), ("Raging Goblin", 4), ("Hill Giant", 4), ("Fork", 3)],
    },
    Deck {
        id: "green",
        name: "Green",
        description: "The second sample deck: mana elves, big creatures and pump spells.",
        cards: &[
            ("Forest", 17),
            ("Llanowar Elves", 4),
            ("Grizzly Bears", 4),
            ("Giant Growth", 4),
            ("Giant Spider", 3),
            ("Craw Wurm", 3),
            ("War Mammoth", 3),
            ("Battlegrowth", 2),
        ],
    },
    Deck {
        id: "white-weenie",
        name: "White Weenie",
        description: "Cheap white creatures with first strike, an anthem, Pacifism and Swords to Plowshares.",
        cards: &[
            ("Plains", 16),
            ("Savannah Lions", 4),
            ("Doomed Traveler", 2),
            ("Youthful Knight", 4),
            ("Fencing Ace", 3),
            ("Paladin en-Vec", 2),
            ("Pacifism", 2),
            ("Serra Angel", 3),
            ("Glorious Anthem", 2),
            ("Swords to Plowshares", 2),
        ],
    },
    Deck {
        id: "black-deathtouch",
        name: "Black Deathtouch",
        description: "Deathtouch blockers, a discard flier, Blood Artist and black removal.",
        cards: &[
            ("Swamp", 16),
            ("Typhoid Rats", 4),
            ("Drudge Skeletons", 2),
            ("Vampire Nighthawk", 3),
            ("Hypnotic Specter", 4),
            ("Blood Artist", 2),
            ("Gravedigger", 3),
            ("Doom Blade", 2),
            ("Terror", 2),
            ("Sorin's Thirst", 2),
        ],
    },
    Deck {
        id: "azorius-skies",
        name: "Azorius Skies",
        description: "White and blue fliers behind walls, with card draw, a pinger and Counterspell.",
        cards: &[
            ("Plains", 9),
            ("Island", 8),
            ("Wall of Omens", 3),
            ("Prodigal Sorcerer", 2),
            ("Flickerwisp", 3),
            ("Mulldrifter", 3),
            ("Serra Angel", 3),
            ("Air Elemental", 3),
            ("Counterspell", 2),
            ("Swords to Plowshares", 2),
            ("Pacifism", 2),
        ],
    },
    Deck {
        id: "gruul-stompy",
        name: "Gruul Stompy",
        description: "Red and green beaters on curve, backed by Lightning Bolt and Giant Growth.",
        cards: &[
            ("Mountain", 8),
            ("Forest", 9),
            ("Llanowar Elves", 4),
            ("Grizzly Bears", 4),
            ("Raging Kavu", 3),
            ("Hill Giant", 3),
            ("War Mammoth", 2),
            ("Lightning Bolt", 4),
            ("Shock", 2),
            ("Giant Growth", 1),
        ],
    },
];

/// The deck with this id.
pub fn deck(id: &str) -> Option<&'static Deck> {
    DECKS.iter().find(|d| d.id == id)
}

/// The list the page shows.
pub fn deck_list() -> Vec<DeckInfo> {
    DECKS
        .iter()
        .map(|d| DeckInfo {
            id: d.id.into(),
            name: d.name.into(),
            description: d.description.into(),
            cards: d.cards.iter().map(|(_, n)| n).sum(),
            list: d.cards.iter().map(|(c, n)| (c.to_string(), *n)).collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::Supertype;

    #[test]
    fn every_deck_is_forty_legal_built_in_cards() {
        let pool = crate::cards::builtin();
        assert!(DECKS.len() >= 6, "four preconstructed decks and the two sample decks");
        let mut ids: Vec<&str> = DECKS.iter().map(|d| d.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), DECKS.len(), "deck ids are unique");
        for d in DECKS {
            assert!(!d.name.is_empty() && !d.description.is_empty(), "{}", d.id);
            assert!(!d.description.contains('\n'), "{}: a one-line description", d.id);
            assert_eq!(d.cards.iter().map(|(_, n)| n).sum::<u32>(), 40, "{}: 40 cards", d.id);
            let mut names: Vec<&str> = d.cards.iter().map(|(c, _)| *c).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), d.cards.len(), "{}: each card is listed once", d.id);
            for (card, n) in d.cards {
                let def = pool.get(card).unwrap_or_else(|| panic!("{}: {card} is not in the pool", d.id));
                // 100.2a (2017): at most four copies of a card other than a basic land.
                if !def.supertypes.contains(&Supertype::Basic) {
                    assert!(*n <= 4, "{}: {n} copies of {card}", d.id);
                }
                assert!(*n >= 1, "{}: {card}", d.id);
            }
        }
    }

    #[test]
    fn the_sample_decks_are_listed() {
        // The sample game deals the first two: Red and Green, by id.
        let ids: Vec<&str> = DECKS.iter().take(crate::session::SAMPLE_DECKS.len()).map(|d| d.id).collect();
        assert_eq!(ids, ["red", "green"]);
        assert_eq!(crate::session::SAMPLE_DECKS[1].1.iter().map(|(_, n)| n).sum::<u32>(), 40);
        assert_eq!(deck_list().len(), DECKS.len());
        assert!(deck("nope").is_none());
    }
}
