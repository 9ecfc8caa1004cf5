"""Layout transformations (RFC 0039, RFC 0077): index maps, transform_layout, flattening,
loop rewriting for sequential access, and pictures of layouts."""
