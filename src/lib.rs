//! stackwise: a Magic: The Gathering rules engine that explains itself.
//!
//! - [`rules`]: the pure rules layer (state, actions, events).
//! - [`cards`]: the declarative card format and the built-in card pool.
//! - [`formats`]: scenario files and their validation into a game.
//! - [`decks`]: preconstructed decks; [`ai`]: the computer opponent (a player, not a rule).
pub mod cards;
pub mod text;
pub mod formats;
pub mod rules;
pub mod library;
pub mod session;
pub mod tutorial_session;
pub mod decks;
pub mod json;
pub mod ai;

#[cfg(target_arch = "wasm32")]
pub mod facade;

/// The TypeScript definitions of what the facade returns and takes
/// (www/stackwise-types.d.ts), generated from these types in the unit-test build.
#[cfg(test)]
mod ts_types;
