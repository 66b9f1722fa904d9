package dev.urikit.file;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs the {@code file} scheme ({@link FileScheme}) through {@link java.util.ServiceLoader}: it is
 * listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider}, so adding this module to the class
 * path is enough.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("file")                                   // FileScheme[file]
 * Uri.parse("file:///C:/x").view(FileUri.class).toWindowsPath()              // "C:\x"
 * }</pre>
 */
public final class FileSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public FileSchemeProvider() {}

  /** Registers one {@link FileScheme}. */
  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new FileScheme());
  }
}
