//! The shell both editors share, written once: a [`Document`] on the designer's workbench with where Save writes,
//! the last message the designer is shown, and the autosave. It opens a new file, a catalogue entry (a built-in as
//! an unsaved copy in the user's folder, a file as itself) or the autosaved draft; it saves to the path typed (a
//! `.toml` file, by a synced rename) and autosaves every change of the text at once to `<data folder>/drafts/`
//! (`map.toml` and `map.path`, `cards.toml` and `cards.path`), which the menu offers to reopen.
//!
//! A kind of file ([`Stored`]) adds to its [`FileKind`] where its files go and how the catalogue names them; the
//! panels only draw the workbench and hand it edits.

use std::hash::Hasher;
use std::path::{Path, PathBuf};

use metro_engine::Fnv1a;
use metro_save::DataSource;
use toml_edit::{DocumentMut, Item, Value};

use super::document::{Document, FileKind};
use crate::catalog::Catalog;
use crate::locale::tr;
use crate::paths::{Paths, write_atomic};
use crate::store::read::{DATA_CAP, read_text};
use crate::store::saves::slug;

/// What a kind of file brings to the [`Workbench`] besides its document: where its files go and how the catalogue
/// names them, with the words for what is missing.
pub trait Stored: FileKind {
    /// The autosaved draft's name in the drafts folder (`map`: `drafts/map.toml` and `drafts/map.path`).
    const DRAFT: &'static str;
    /// The file a new one is saved to, in the user's folder of this kind.
    const NEW_FILE: &'static str;
    /// The name diagnostics carry when a path has no file name.
    const FALLBACK_NAME: &'static str;

    /// The user's folder of files of this kind (the menu offers every file in it).
    fn folder(paths: &Paths) -> PathBuf;
    /// What the check needs from the catalogue (a card set's action kinds: those of the loaded registry).
    fn context(catalog: &Catalog) -> Self::Context;
    /// Where the catalogue's entry `key` comes from, if there is one.
    fn source<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a DataSource>;
    /// The text of the built-in registered as `key`, if there is one.
    fn builtin<'a>(catalog: &'a Catalog, key: &str) -> Option<&'a str>;
    /// "No … to edit", in the current language.
    fn no_such(key: &str) -> String;
    /// "No built-in …", in the current language.
    fn no_builtin(key: &str) -> String;
    /// "The … draft cannot be read: …", in the current language.
    fn draft_unreadable(error: &str) -> String;
    /// "The … draft cannot be edited: …", in the current language.
    fn draft_uneditable(error: &str) -> String;
}

/// A draft being designed, with where Save writes, the last message and the autosave.
#[derive(Clone, Debug)]
pub struct Workbench<K: Stored> {
    draft: Document<K>,
    /// Where Save writes (the file bar's field).
    pub save_path: String,
    message: Option<(bool, String)>,
    drafts: (PathBuf, PathBuf),
    /// The hash of the text in the drafts folder, if this workbench's draft is there.
    autosaved: Option<u64>,
    /// The file this draft is (opened as itself, or saved to): Save writes over it without asking.
    own_file: Option<PathBuf>,
    /// A file of someone else's that Save was asked to write over once: asked again, it is replaced.
    replace_asked: Option<PathBuf>,
}

/// The first of `stem.toml`, `stem-2.toml`, `stem-3.toml` … in `folder` that names no file yet: a copy never proposes
/// a file that is there already.
pub fn free_file(folder: &Path, stem: &str) -> PathBuf {
    free_numbered(folder, stem).0
}

/// [`free_file`] and its number: 1 for `stem.toml`, n for `stem-n.toml`.
fn free_numbered(folder: &Path, stem: &str) -> (PathBuf, usize) {
    let first = folder.join(format!("{stem}.toml"));
    if first.symlink_metadata().is_err() {
        return (first, 1);
    }
    (2..10_000)
        .map(|n| (folder.join(format!("{stem}-{n}.toml")), n))
        .find(|(p, _)| p.symlink_metadata().is_err())
        .unwrap_or((first, 1))
}

/// The text of copy number `number` of a built-in: its `name` made "Osaka (copy)", "Osaka (copy 2)" …, so menus and
/// the simulations' memory tell the copies apart; the rest of the text, comments and all, as it was.
fn named_copy(text: &str, number: usize) -> String {
    let Ok(mut doc) = text.parse::<DocumentMut>() else {
        return text.to_string();
    };
    let Some(Item::Value(value)) = doc.as_table_mut().get_mut("name") else {
        return text.to_string();
    };
    let Some(name) = value.as_str() else {
        return text.to_string();
    };
    let copy = if number <= 1 {
        tr!("editor-copy-name", name = name)
    } else {
        tr!("editor-copy-name-numbered", name = name, number = number)
    };
    let decor = value.decor().clone();
    *value = Value::from(copy);
    *value.decor_mut() = decor;
    doc.to_string()
}

/// The name of the file at `path`, as diagnostics carry it.
fn file_name<K: Stored>(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| K::FALLBACK_NAME.into(), |n| n.to_string_lossy().into_owned())
}

fn hash(text: &str) -> u64 {
    let mut h = Fnv1a::default();
    h.write(text.as_bytes());
    h.finish()
}

impl<K: Stored> Workbench<K> {
    fn with(draft: Document<K>, save_to: &Path, paths: &Paths, own: bool) -> Self {
        Workbench {
            draft,
            save_path: save_to.to_string_lossy().into_owned(),
            message: None,
            drafts: Self::draft_files(paths),
            autosaved: None,
            own_file: own.then(|| save_to.to_path_buf()),
            replace_asked: None,
        }
    }

    /// A new file, to be saved in the user's folder of its kind.
    pub fn new(paths: &Paths, catalog: &Catalog) -> Self {
        let stem = K::NEW_FILE.trim_end_matches(".toml");
        let path = free_file(&K::folder(paths), stem);
        let draft = Document::new(&file_name::<K>(&path), &K::context(catalog));
        Self::with(draft, &path, paths, false)
    }

    /// The file of a catalogue key: a built-in as an unsaved copy (saved in the user's folder), a file as itself.
    pub fn edit(key: &str, paths: &Paths, catalog: &Catalog) -> Result<Self, String> {
        // Not among the menu's choices: a file by its path (one a simulation loaded, say), read within the cap.
        let from_file;
        let source = match K::source(catalog, key) {
            Some(source) => source,
            None if Path::new(key).is_file() => {
                let text = read_text(Path::new(key), DATA_CAP)
                    .map_err(|e| tr!("editor-cannot-edit", key = key, error = e.to_string()))?;
                from_file = DataSource::embedded(key, text);
                &from_file
            }
            None => return Err(K::no_such(key)),
        };
        let (text, path, saved) = match source {
            DataSource::Builtin(k) => {
                let text = K::builtin(catalog, k).ok_or_else(|| K::no_builtin(k))?;
                let (path, number) = free_numbered(&K::folder(paths), &format!("{}-copy", slug(k)));
                (named_copy(text, number), path, false)
            }
            DataSource::Embedded { path, toml } => (toml.clone(), PathBuf::from(path), true),
        };
        let draft = Document::open(&file_name::<K>(&path), &text, saved, &K::context(catalog))
            .map_err(|e| tr!("editor-cannot-edit", key = key, error = e.to_string()))?;
        // A file opened as itself is the designer's own; a built-in's copy is not yet.
        Ok(Self::with(draft, &path, paths, saved))
    }

    /// The autosaved draft, to be saved where it was going to be.
    pub fn reopen(paths: &Paths, catalog: &Catalog) -> Result<Self, String> {
        let (text_file, _) = Self::draft_files(paths);
        let text = read_text(&text_file, DATA_CAP).map_err(|e| K::draft_unreadable(&e.to_string()))?;
        let path = Self::draft_save_path(paths);
        let draft = Document::open(&file_name::<K>(&path), &text, false, &K::context(catalog))
            .map_err(|e| K::draft_uneditable(&e.to_string()))?;
        let mut bench = Self::with(draft, &path, paths, true);
        bench.autosaved = Some(hash(&text));
        Ok(bench)
    }

    /// The autosaved draft of this kind and the file its save path is kept in.
    pub fn draft_files(paths: &Paths) -> (PathBuf, PathBuf) {
        let folder = &paths.drafts;
        (
            folder.join(format!("{}.toml", K::DRAFT)),
            folder.join(format!("{}.path", K::DRAFT)),
        )
    }

    /// Where the autosaved draft of this kind was going to be saved (its own folder's new file if that is not known).
    pub fn draft_save_path(paths: &Paths) -> PathBuf {
        read_text(&Self::draft_files(paths).1, 4096)
            .ok()
            .map(|p| PathBuf::from(p.trim()))
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| K::folder(paths).join(K::NEW_FILE))
    }

    /// Whether an autosaved draft of this kind waits to be reopened.
    pub fn has_draft(paths: &Paths) -> bool {
        Self::draft_files(paths).0.is_file()
    }

    /// Deletes the autosaved draft of this kind (nothing unsaved is left in it).
    pub fn forget_draft(paths: &Paths) {
        let (text, path) = Self::draft_files(paths);
        let _ = std::fs::remove_file(text);
        let _ = std::fs::remove_file(path);
    }

    /// The document.
    pub fn draft(&self) -> &Document<K> {
        &self.draft
    }

    /// The last outcome to show: (whether it is an error, the words).
    pub fn message(&self) -> Option<&(bool, String)> {
        self.message.as_ref()
    }

    /// Applies an edit (one undo step): true if it applied, which clears an error shown; otherwise the error is
    /// shown and nothing changed.
    pub fn apply(&mut self, edit: K::Edit) -> bool {
        match self.draft.apply(edit) {
            Ok(()) => {
                if self.message.as_ref().is_some_and(|m| m.0) {
                    self.message = None;
                }
                true
            }
            Err(e) => {
                self.message = Some((true, e.to_string()));
                false
            }
        }
    }

    /// Takes back the last edit; false if there is none.
    pub fn undo(&mut self) -> bool {
        self.draft.undo()
    }

    /// Does again the last edit taken back; false if there is none.
    pub fn redo(&mut self) -> bool {
        self.draft.redo()
    }

    /// Writes the text to the save path (a `.toml` file, atomically) and notes it saved; the path on success. The
    /// outcome is the message.
    pub fn save(&mut self) -> Option<PathBuf> {
        let path = PathBuf::from(self.save_path.trim());
        if path.as_os_str().is_empty() || path.extension().is_none_or(|e| e != "toml") {
            self.message = Some((true, tr!("editor-save-needs-toml")));
            return None;
        }
        let shown = path.display().to_string();
        // Nothing of the designer's is replaced without asking: a file there that is not this draft's own is
        // replaced only when Save is asked twice for it.
        let foreign = path.symlink_metadata().is_ok() && self.own_file.as_ref() != Some(&path);
        if foreign && self.replace_asked.as_ref() != Some(&path) {
            self.message = Some((true, tr!("editor-save-would-replace", path = shown)));
            self.replace_asked = Some(path);
            return None;
        }
        match write_atomic(&path, self.draft.text()) {
            Ok(()) => {
                self.message = Some((false, tr!("editor-saved-to", path = shown)));
                self.draft.mark_saved(&file_name::<K>(&path));
                self.own_file = Some(path.clone());
                self.replace_asked = None;
                Some(path)
            }
            Err(e) => {
                let error = e.to_string();
                self.message = Some((true, tr!("editor-could-not-save", path = shown, error = error)));
                None
            }
        }
    }

    /// Keeps the drafts folder what the designer sees: with unsaved changes, writes the text and the save path there
    /// if the text changed since the last time; with none (saved, or undone back to the text saved), deletes the
    /// draft this workbench wrote, so a restart after a crash never brings back an edit undone. A failure is the
    /// message.
    pub fn autosave(&mut self) {
        if !self.draft.draft().is_dirty() {
            if self.autosaved.is_some() {
                let gone = |p: &Path| match std::fs::remove_file(p) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
                    _ => Ok(()),
                };
                match gone(&self.drafts.0).and_then(|()| gone(&self.drafts.1)) {
                    Ok(()) => self.autosaved = None,
                    Err(e) => {
                        self.message = Some((true, tr!("editor-could-not-autosave", error = e.to_string())))
                    }
                }
            }
            return;
        }
        let text = self.draft.text();
        let hash = hash(text);
        if self.autosaved == Some(hash) {
            return;
        }
        self.autosaved = Some(hash);
        let written =
            write_atomic(&self.drafts.0, text).and_then(|()| write_atomic(&self.drafts.1, &self.save_path));
        if let Err(e) = written {
            self.message = Some((true, tr!("editor-could-not-autosave", error = e.to_string())));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::cards::{CardEdit, CardSetFile};
    use crate::editor::map::{MapEdit, MapFile};

    /// A fresh folder for one test's files.
    fn home(name: &str) -> Paths {
        let dir = std::env::temp_dir().join(format!("metro-play-shell-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Paths::under(dir)
    }

    #[test]
    fn undo_redo_and_dirty_follow_the_edits_and_the_save() {
        let paths = home("undo");
        let catalog = Catalog::builtins();
        let mut bench = Workbench::<MapFile>::edit("osaka", &paths, &catalog).expect("opens");
        assert!(
            bench.draft().draft().is_dirty(),
            "a built-in's copy is on no disk yet"
        );
        assert!(!bench.undo() && !bench.redo(), "nothing to take back yet");
        assert!(bench.save().is_some());
        let saved = bench.draft().text().to_string();
        assert!(!bench.draft().draft().is_dirty());
        assert!(bench.apply(MapEdit::SetName("Mine".into())));
        assert!(bench.draft().draft().is_dirty());
        assert!(bench.undo());
        assert_eq!(bench.draft().text(), saved);
        assert!(!bench.draft().draft().is_dirty(), "back to the text saved");
        assert!(bench.redo());
        assert!(bench.draft().text().contains("\"Mine\""));
        assert!(bench.draft().draft().is_dirty());
        assert!(!bench.redo());
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn a_refused_edit_is_the_message_and_the_next_edit_clears_it() {
        let paths = home("refused");
        let mut bench = Workbench::<CardSetFile>::new(&paths, &Catalog::builtins());
        let text = bench.draft().text().to_string();
        assert!(!bench.apply(CardEdit::RemoveColumn(7)));
        assert_eq!(bench.draft().text(), text);
        assert!(bench.message().is_some_and(|m| m.0));
        assert!(bench.apply(CardEdit::SetName("Mine".into())));
        assert_eq!(bench.message(), None);
    }

    #[test]
    fn save_writes_the_text_and_opening_the_file_gives_it_back_clean() {
        let paths = home("save");
        let catalog = Catalog::builtins();
        let mut bench = Workbench::<CardSetFile>::new(&paths, &catalog);
        assert!(bench.draft().draft().is_dirty(), "a new file is not saved yet");
        bench.save_path = paths.data.join("mine.txt").to_string_lossy().into_owned();
        assert_eq!(bench.save(), None, "only .toml files");
        assert!(bench.message().is_some_and(|m| m.0));
        let file = paths.data.join("sets").join("mine.toml");
        bench.save_path = file.to_string_lossy().into_owned();
        assert_eq!(bench.save(), Some(file.clone()));
        assert!(!bench.draft().draft().is_dirty());
        assert_eq!(bench.draft().file(), "mine.toml");
        let written = std::fs::read_to_string(&file).expect("written");
        assert_eq!(written, bench.draft().text());
        let again =
            Document::<CardSetFile>::open("mine.toml", &written, true, &CardSetFile::context(&catalog))
                .expect("opens");
        assert!(!again.draft().is_dirty());
        assert!(again.valid().is_some(), "{:?}", again.issues());
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn a_change_is_autosaved_and_reopens_with_its_save_path() {
        let paths = home("autosave");
        let catalog = Catalog::builtins();
        let mut bench = Workbench::<MapFile>::edit("tokyo", &paths, &catalog).expect("opens");
        assert!(bench.save().is_some());
        bench.autosave();
        assert!(
            !Workbench::<MapFile>::has_draft(&paths),
            "nothing unsaved, nothing written"
        );
        assert!(bench.apply(MapEdit::SetName("Draft".into())));
        bench.save_path = "/somewhere/draft.toml".into();
        bench.autosave();
        assert!(Workbench::<MapFile>::has_draft(&paths));
        assert!(!Workbench::<CardSetFile>::has_draft(&paths), "one draft per kind");
        let back = Workbench::<MapFile>::reopen(&paths, &catalog).expect("reopens");
        assert_eq!(back.draft().text(), bench.draft().text());
        assert_eq!(back.save_path, "/somewhere/draft.toml");
        assert_eq!(back.draft().file(), "draft.toml");
        assert!(back.draft().draft().is_dirty(), "a draft is not saved");
        Workbench::<MapFile>::forget_draft(&paths);
        assert!(!Workbench::<MapFile>::has_draft(&paths));
        assert!(Workbench::<MapFile>::reopen(&paths, &catalog).is_err());
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn undo_back_to_the_saved_text_leaves_no_draft_to_restore_the_undone_edit() {
        let paths = home("undo-autosave");
        let catalog = Catalog::builtins();
        let mut bench = Workbench::<MapFile>::edit("tokyo", &paths, &catalog).expect("opens");
        assert!(bench.save().is_some());
        assert!(bench.apply(MapEdit::SetName("Undone".into())));
        bench.autosave();
        assert!(Workbench::<MapFile>::has_draft(&paths));
        assert!(bench.undo());
        assert!(!bench.draft().draft().is_dirty());
        bench.autosave();
        // A crash now: a restart must show what the designer saw, the saved file, not the edit undone.
        assert!(
            !Workbench::<MapFile>::has_draft(&paths),
            "nothing unsaved, so no draft to reopen"
        );
        assert!(bench.redo());
        bench.autosave();
        let back = Workbench::<MapFile>::reopen(&paths, &catalog).expect("the redone edit is autosaved");
        assert_eq!(back.draft().text(), bench.draft().text());
        // Saving leaves nothing unsaved either.
        assert!(bench.save().is_some());
        bench.autosave();
        assert!(!Workbench::<MapFile>::has_draft(&paths));
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn a_second_copy_gets_a_name_of_its_own_and_save_never_replaces_a_file_without_asking() {
        let paths = home("second-copy");
        let catalog = Catalog::builtins();
        let mut first = Workbench::<MapFile>::edit("osaka", &paths, &catalog).expect("opens");
        assert_eq!(
            PathBuf::from(&first.save_path),
            paths.maps().join("osaka-copy.toml")
        );
        assert!(first.save().is_some(), "{:?}", first.message());
        // A second copy proposes a free name.
        let mut second = Workbench::<MapFile>::edit("osaka", &paths, &catalog).expect("opens");
        assert_eq!(
            PathBuf::from(&second.save_path),
            paths.maps().join("osaka-copy-2.toml")
        );
        // Typed over the first copy: asked first, nothing written.
        second.save_path = first.save_path.clone();
        assert!(second.apply(MapEdit::SetName("Second".into())));
        let before = std::fs::read_to_string(&first.save_path).expect("first copy");
        assert!(second.save().is_none());
        assert!(
            second
                .message()
                .is_some_and(|(error, m)| *error && m.contains("exists already")),
            "{:?}",
            second.message()
        );
        assert_eq!(std::fs::read_to_string(&first.save_path).expect("kept"), before);
        // Asked again: replaced.
        assert!(second.save().is_some());
        assert!(
            std::fs::read_to_string(&first.save_path)
                .expect("replaced")
                .contains("Second")
        );
        // Its own file now: saved again without asking.
        assert!(second.save().is_some());
        // The first copy saves over its own file without asking either.
        assert!(first.save().is_some());
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn every_copy_of_a_built_in_gets_a_name_of_its_own() {
        let paths = home("copy-names");
        let catalog = Catalog::builtins();
        let mut names = Vec::new();
        for _ in 0..3 {
            let mut copy = Workbench::<MapFile>::edit("osaka", &paths, &catalog).expect("opens");
            names.push(copy.draft().model().name.clone());
            assert!(copy.draft().valid().is_some(), "{:?}", copy.draft().issues());
            assert!(copy.save().is_some(), "{:?}", copy.message());
        }
        assert_eq!(names, ["Osaka (copy)", "Osaka (copy 2)", "Osaka (copy 3)"]);
        let cards = Workbench::<CardSetFile>::edit("tokyo", &paths, &catalog).expect("opens");
        assert_eq!(cards.draft().model().name, "Tokyo (copy)");
        // Only the name changed: the file's comments and layout are the built-in's.
        let copy = Workbench::<MapFile>::edit("tokyo", &paths, &catalog).expect("opens");
        assert_eq!(
            copy.draft().text(),
            metro_tokyo::MAP_TOML.replacen("name = \"Tokyo\"", "name = \"Tokyo (copy)\"", 1)
        );
        let _ = std::fs::remove_dir_all(&paths.data);
    }

    #[test]
    fn a_built_in_is_copied_into_the_users_folder_and_a_missing_key_is_said() {
        let paths = home("copy");
        let catalog = Catalog::builtins();
        let bench = Workbench::<MapFile>::edit("tokyo", &paths, &catalog).expect("opens");
        assert_eq!(
            PathBuf::from(&bench.save_path),
            paths.maps().join("tokyo-copy.toml")
        );
        assert_eq!(bench.draft().model().name, "Tokyo (copy)");
        assert!(bench.draft().draft().is_dirty());
        assert!(Workbench::<CardSetFile>::edit("nowhere", &paths, &catalog).is_err());
    }
}
