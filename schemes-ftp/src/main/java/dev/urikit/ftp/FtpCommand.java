package dev.urikit.ftp;

import java.util.Objects;

/**
 * One FTP command of the sequence an ftp URL stands for (RFC 1738 section 3.2.2, commands of RFC 959
 * section 4.1): a verb and its decoded argument, {@code ""} when it has none.
 *
 * <pre>{@code
 * new FtpCommand("CWD", "pub").toString()   // "CWD pub"
 * new FtpCommand("NLST", "").toString()     // "NLST"
 * }</pre>
 *
 * @param verb     the command, such as {@code "USER"}, {@code "CWD"}, {@code "TYPE"}, {@code "RETR"}
 * @param argument the decoded argument, {@code ""} for none
 */
public record FtpCommand(String verb, String argument) {

  /** Checks that verb and argument are present and the verb is not empty. */
  public FtpCommand {
    Objects.requireNonNull(verb, "verb");
    Objects.requireNonNull(argument, "argument");
    if (verb.isEmpty()) {
      throw new IllegalArgumentException("an FTP command needs a verb");
    }
  }

  /** The command as a client sends it, without the line end: the verb, then a space and the argument if any. */
  @Override
  public String toString() {
    return argument.isEmpty() ? verb : verb + " " + argument;
  }
}
