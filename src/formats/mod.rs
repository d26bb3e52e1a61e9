//! Formats: scenario files (and their validation into a game) and snapshots.
pub mod scenario;
pub mod goal; // a scenario's author, goal and knowledge fields
pub mod pzl;
pub mod snapshot;
pub mod playback;
pub mod list_changes; // the stack and waiting triggers in a delta as changes
pub mod json_path;
pub mod visibility;
pub mod link;
pub mod editing;
pub mod export;
pub mod decklist;
pub mod library;
pub mod tutorial;
