//! The seats this client holds, with their secret tokens, kept in a file of the app's data folder
//! (`<data>/online/seats.json`) so that a restarted client (or one that lost its connection) rejoins the same seat.
//! The file is written whole to a temporary file, synced and renamed over the old one (never half written); on Unix
//! it is readable by its owner only (a token is a seat's password).

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ClientError;

/// The largest seats file read (a file over it is refused, not read).
pub const MAX_SEATS_FILE: u64 = 1 << 20;

/// The most seats kept (the oldest are forgotten past it).
pub const MAX_SEATS: usize = 200;

/// A seat of a table on a server, with its token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredSeat {
    /// The server's address (`host:port`).
    pub server: String,
    /// The table's id.
    pub table: String,
    /// The table's room code.
    pub code: String,
    /// The game's key (`tokyo-metro`, `chicago-express`), once known.
    #[serde(default)]
    pub game: String,
    /// The seat, from 0.
    pub seat: u8,
    /// The seat's secret token.
    pub token: String,
    /// Seconds since 1970 when the seat was taken.
    #[serde(default)]
    pub taken: u64,
}

/// The seats file of a data folder.
#[derive(Clone, Debug)]
pub struct SeatBook {
    path: PathBuf,
}

impl SeatBook {
    /// The seats file of the data folder `data` (`<data>/online/seats.json`).
    pub fn in_folder(data: &Path) -> SeatBook {
        SeatBook {
            path: data.join("online").join("seats.json"),
        }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every seat kept, newest first (none when the file is missing).
    pub fn seats(&self) -> Result<Vec<StoredSeat>, ClientError> {
        // Only a regular file is read (a FIFO or a device there would block a GUI's thread).
        match std::fs::metadata(&self.path) {
            Ok(meta) if !meta.is_file() => {
                return Err(ClientError::Seats(format!(
                    "{} is not a regular file",
                    self.path.display()
                )));
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(ClientError::Seats(e.to_string())),
        }
        let file = match std::fs::File::open(&self.path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(ClientError::Seats(e.to_string())),
        };
        let size = file
            .metadata()
            .map_err(|e| ClientError::Seats(e.to_string()))?
            .len();
        if size > MAX_SEATS_FILE {
            return Err(ClientError::Seats(format!(
                "{} is {size} bytes, over {MAX_SEATS_FILE}",
                self.path.display()
            )));
        }
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::Read::take(file, MAX_SEATS_FILE), &mut text)
            .map_err(|e| ClientError::Seats(e.to_string()))?;
        serde_json::from_str(&text).map_err(|e| ClientError::Seats(format!("{}: {e}", self.path.display())))
    }

    /// The seat kept for a table (by its code or id) on a server, if any.
    pub fn find(&self, server: &str, table: &str) -> Result<Option<StoredSeat>, ClientError> {
        let code = normal_code(table);
        Ok(self
            .seats()?
            .into_iter()
            .find(|s| s.server == server && (s.table == table || s.code == code)))
    }

    /// Keeps a seat (replacing the one of the same table and server).
    pub fn keep(&self, seat: StoredSeat) -> Result<(), ClientError> {
        let mut seats = self.seats()?;
        seats.retain(|s| !(s.server == seat.server && s.table == seat.table));
        seats.insert(0, seat);
        seats.truncate(MAX_SEATS);
        self.write(&seats)
    }

    /// Forgets the seat of a table on a server.
    pub fn forget(&self, server: &str, table: &str) -> Result<(), ClientError> {
        let mut seats = self.seats()?;
        seats.retain(|s| !(s.server == server && s.table == table));
        self.write(&seats)
    }

    fn write(&self, seats: &[StoredSeat]) -> Result<(), ClientError> {
        let io = |e: std::io::Error| ClientError::Seats(format!("{}: {e}", self.path.display()));
        let folder = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(folder).map_err(io)?;
        let text = serde_json::to_string_pretty(seats).map_err(|e| ClientError::Seats(e.to_string()))?;
        let temporary = folder.join(format!("seats.json.{}.tmp", std::process::id()));
        {
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create(true).truncate(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600);
            }
            let mut file = options.open(&temporary).map_err(io)?;
            file.write_all(text.as_bytes()).map_err(io)?;
            file.sync_all().map_err(io)?;
        }
        std::fs::rename(&temporary, &self.path).map_err(io)
    }
}

/// A room code as the server reads it: upper case, without spaces or dashes.
pub fn normal_code(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_kept_is_found_again_by_code_or_id_and_forgotten() {
        let folder = std::env::temp_dir().join(format!("metro-client-seats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let book = SeatBook::in_folder(&folder);
        assert_eq!(book.seats().expect("no file yet"), Vec::new());
        let seat = StoredSeat {
            server: "127.0.0.1:7878".into(),
            table: "t1".into(),
            code: "ABCDEF".into(),
            game: "tokyo-metro".into(),
            seat: 1,
            token: "secret".into(),
            taken: 5,
        };
        book.keep(seat.clone()).expect("kept");
        book.keep(StoredSeat {
            table: "t2".into(),
            code: "GHJKMN".into(),
            ..seat.clone()
        })
        .expect("kept");
        assert_eq!(
            book.find("127.0.0.1:7878", "abc-def").expect("read"),
            Some(seat.clone())
        );
        assert_eq!(
            book.find("127.0.0.1:7878", "t1").expect("read"),
            Some(seat.clone())
        );
        assert_eq!(book.find("10.0.0.1:7878", "t1").expect("read"), None);
        assert_eq!(book.seats().expect("read").len(), 2);
        book.forget("127.0.0.1:7878", "t1").expect("forgotten");
        assert_eq!(book.find("127.0.0.1:7878", "t1").expect("read"), None);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(book.path())
                .expect("the file")
                .permissions()
                .mode();
            assert_eq!(mode & 0o077, 0, "only its owner reads the tokens");
        }
        // Something else than a regular file at its path is refused, not read.
        std::fs::remove_file(book.path()).expect("removed");
        std::fs::create_dir_all(book.path()).expect("a folder in its place");
        assert!(matches!(book.seats(), Err(ClientError::Seats(_))));
        let _ = std::fs::remove_dir_all(&folder);
    }
}
