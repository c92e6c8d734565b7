//! Screenshots compared with committed pictures (`crates/server/tests/snapshots/NAME.png`), with a tolerance.
//!
//! Both PNGs are decoded (they must be of the same size) and a pixel differs when one of its channels differs by
//! more than [`CHANNEL_TOLERANCE`]; the check fails when more than [`SHARE_TOLERANCE`] of the pixels differ. A
//! failure writes the new picture beside the snapshot as `NAME.new.png` and a diff as `NAME.diff.png` (the
//! differing pixels red over a faded snapshot); both are ignored by git. With `METRO_UPDATE_SNAPSHOTS=1` the
//! screenshots are written as the snapshots instead, and the check passes.

#![allow(dead_code)] // each test uses a part

use std::path::PathBuf;

/// How much a channel (0–255) may differ before its pixel counts as different.
pub const CHANNEL_TOLERANCE: u8 = 40;

/// The share of pixels that may differ: 0.5 %.
pub const SHARE_TOLERANCE: f64 = 0.005;

/// A decoded picture: 8-bit RGB, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// Its pixels, three bytes each.
    pub rgb: Vec<u8>,
}

impl Picture {
    /// A picture of one colour.
    pub fn filled(width: u32, height: u32, rgb: [u8; 3]) -> Picture {
        let pixels = (width as usize) * (height as usize);
        Picture {
            width,
            height,
            rgb: rgb.iter().copied().cycle().take(pixels * 3).collect(),
        }
    }

    /// Sets the pixel at (`x`, `y`).
    pub fn set(&mut self, x: u32, y: u32, rgb: [u8; 3]) {
        let at = ((y as usize) * (self.width as usize) + (x as usize)) * 3;
        self.rgb[at..at + 3].copy_from_slice(&rgb);
    }
}

/// Decodes a PNG (any colour type and depth) to 8-bit RGB; transparency is dropped (screenshots are opaque).
pub fn decode(bytes: &[u8]) -> Result<Picture, String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(|e| format!("not a PNG: {e}"))?;
    let size = reader
        .output_buffer_size()
        .ok_or("the PNG is too large to decode")?;
    let mut buffer = vec![0; size];
    let frame = reader
        .next_frame(&mut buffer)
        .map_err(|e| format!("the PNG's pixels: {e}"))?;
    buffer.truncate(frame.buffer_size());
    let channels = frame.color_type.samples();
    let rgb = match frame.color_type {
        png::ColorType::Rgb => buffer,
        png::ColorType::Rgba => buffer.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect(),
        png::ColorType::Grayscale | png::ColorType::GrayscaleAlpha => buffer
            .chunks_exact(channels)
            .flat_map(|p| [p[0], p[0], p[0]])
            .collect(),
        png::ColorType::Indexed => return Err("a PNG with a palette left unexpanded".to_string()),
    };
    let picture = Picture {
        width: frame.width,
        height: frame.height,
        rgb,
    };
    if picture.rgb.len() != (picture.width as usize) * (picture.height as usize) * 3 {
        return Err(format!(
            "the PNG's pixels do not fill {}×{}",
            picture.width, picture.height
        ));
    }
    Ok(picture)
}

/// Encodes a picture as an RGB PNG, compressed hard (snapshots are committed).
pub fn encode(picture: &Picture) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, picture.width, picture.height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("a PNG's header: {e}"))?;
    writer
        .write_image_data(&picture.rgb)
        .map_err(|e| format!("a PNG's pixels: {e}"))?;
    writer.finish().map_err(|e| format!("a PNG's end: {e}"))?;
    Ok(bytes)
}

/// How two pictures of the same size differ.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    /// Pixels with a channel differing by more than [`CHANNEL_TOLERANCE`].
    pub differing: usize,
    /// Every pixel.
    pub pixels: usize,
    /// The differing pixels red over the first picture, faded.
    pub diff: Picture,
}

impl Difference {
    /// The share of pixels that differ.
    pub fn share(&self) -> f64 {
        if self.pixels == 0 {
            0.0
        } else {
            self.differing as f64 / self.pixels as f64
        }
    }

    /// Whether the pictures are the same within the tolerance.
    pub fn within_tolerance(&self) -> bool {
        self.share() <= SHARE_TOLERANCE
    }
}

/// Compares two pictures pixel by pixel; an error when their sizes differ.
pub fn compare(expected: &Picture, actual: &Picture) -> Result<Difference, String> {
    if (expected.width, expected.height) != (actual.width, actual.height) {
        return Err(format!(
            "the sizes differ: the snapshot is {}×{}, the screenshot {}×{}",
            expected.width, expected.height, actual.width, actual.height
        ));
    }
    let mut differing = 0;
    let mut diff = Vec::with_capacity(expected.rgb.len());
    for (e, a) in expected.rgb.chunks_exact(3).zip(actual.rgb.chunks_exact(3)) {
        let most = e.iter().zip(a).map(|(e, a)| e.abs_diff(*a)).max().unwrap_or(0);
        if most > CHANNEL_TOLERANCE {
            differing += 1;
            diff.extend_from_slice(&[255, 0, 0]);
        } else {
            // the snapshot's grey, faded to a third of its contrast
            let grey = (u16::from(e[0]) * 3 + u16::from(e[1]) * 6 + u16::from(e[2])) / 10;
            let faded = 255 - (255 - grey) / 3;
            let faded = u8::try_from(faded).unwrap_or(255);
            diff.extend_from_slice(&[faded, faded, faded]);
        }
    }
    Ok(Difference {
        differing,
        pixels: expected.rgb.len() / 3,
        diff: Picture {
            width: expected.width,
            height: expected.height,
            rgb: diff,
        },
    })
}

/// The folder of the committed snapshots.
pub fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
}

/// Whether the snapshots are to be written (`METRO_UPDATE_SNAPSHOTS=1`) rather than checked.
pub fn updating() -> bool {
    std::env::var("METRO_UPDATE_SNAPSHOTS").is_ok_and(|v| v == "1")
}

/// Checks the screenshot `png` against the snapshot `NAME.png` (or writes it, when updating). An error says how
/// it differs and where the new picture and the diff were written.
pub fn check(name: &str, png: &[u8]) -> Result<(), String> {
    check_in(&folder(), name, png, updating())
}

/// [`check`] in `folder`, writing the snapshot when `update`.
pub fn check_in(folder: &std::path::Path, name: &str, png: &[u8], update: bool) -> Result<(), String> {
    let actual = decode(png).map_err(|e| format!("{name}: the screenshot: {e}"))?;
    let snapshot = folder.join(format!("{name}.png"));
    let new = folder.join(format!("{name}.new.png"));
    let diff = folder.join(format!("{name}.diff.png"));
    let write = |path: &PathBuf, picture: &Picture| -> Result<(), String> {
        std::fs::create_dir_all(folder).map_err(|e| format!("making {}: {e}", folder.display()))?;
        std::fs::write(path, encode(picture)?).map_err(|e| format!("writing {}: {e}", path.display()))
    };
    let clean = || {
        let _ = std::fs::remove_file(&new);
        let _ = std::fs::remove_file(&diff);
    };
    if update {
        write(&snapshot, &actual)?;
        clean();
        eprintln!("snapshot written: {}", snapshot.display());
        return Ok(());
    }
    let Ok(committed) = std::fs::read(&snapshot) else {
        write(&new, &actual)?;
        return Err(format!(
            "{name}: no snapshot {} (the screenshot is {}; METRO_UPDATE_SNAPSHOTS=1 writes the snapshots)",
            snapshot.display(),
            new.display()
        ));
    };
    let expected = decode(&committed).map_err(|e| format!("{name}: {}: {e}", snapshot.display()))?;
    let difference = match compare(&expected, &actual) {
        Ok(difference) => difference,
        Err(e) => {
            write(&new, &actual)?;
            return Err(format!(
                "{name}: {e} (the screenshot is {}; METRO_UPDATE_SNAPSHOTS=1 writes the snapshots)",
                new.display()
            ));
        }
    };
    eprintln!(
        "snapshot {name}: {} of {} pixels differ ({:.3} %)",
        difference.differing,
        difference.pixels,
        difference.share() * 100.0
    );
    if difference.within_tolerance() {
        clean();
        return Ok(());
    }
    write(&new, &actual)?;
    write(&diff, &difference.diff)?;
    Err(format!(
        "{name}: {} of {} pixels differ by more than {CHANNEL_TOLERANCE} ({:.2} % > {:.2} %): the screenshot is {}, \
         the differences (red) {}; METRO_UPDATE_SNAPSHOTS=1 writes the snapshots if the change is meant",
        difference.differing,
        difference.pixels,
        difference.share() * 100.0,
        SHARE_TOLERANCE * 100.0,
        new.display(),
        diff.display()
    ))
}
