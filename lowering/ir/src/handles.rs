//! The handles of the IR: small `Copy` ids of interned types, attributes and identifiers.
//! Everything else in the IR refers to these; the `Context` owns what they denote.

/// An interned type. Equal handles mean equal types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// An interned attribute. Equal handles mean equal attributes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// An interned string: op names, attribute names, symbol names, file names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

impl Type {
    /// The handle's number (dense from 0; usable as a table index).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl Attribute {
    /// The handle's number (dense from 0; usable as a table index).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Something a layer above the IR attaches to an op or attribute definition (its custom
/// syntax, ...). The IR keeps it type-erased so that it knows nothing of that layer's
/// types; the layer that defines the hook's type downcasts it.
pub type Hook = &'static (dyn std::any::Any + Send + Sync);
