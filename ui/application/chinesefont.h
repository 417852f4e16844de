// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace Advisor::Ui {

/**
 * The Chinese interface draws its characters from a subset of Noto Sans CJK SC compiled into the
 * program ("GPU Advisor Sans SC", made by tools/fonts/subset-cjk.sh), wherever the system would have
 * drawn them from Noto Sans CJK SC itself. The glyphs are the same; what changes is that a 0.4 MB
 * subset is read instead of pages from all over a 20 MB font collection (BENCHMARKS.md). A system
 * that prefers another Chinese font (WenQuanYi, say), and the PDF report, which names its fonts,
 * keep their choice; a character the subset lacks still comes from the system's fonts.
 */
class ChineseFont
{
public:
    static constexpr const char *family = "GPU Advisor Sans SC";
    static constexpr const char *regularResource = ":/fonts/GpuAdvisorSansSC-Regular.otf";
    static constexpr const char *boldResource = ":/fonts/GpuAdvisorSansSC-Bold.otf";

    /** Whether text has been laid out before the call: Qt then holds fallback fonts to forget. */
    enum class Moment
    {
        BeforeAnyText,
        AfterTextWasLaidOut
    };

    /**
     * Registers the subset and asks fontconfig to try it just before Noto Sans CJK SC. Once per
     * process; later calls return the first call's answer. False when the fonts or the fontconfig
     * rule could not be installed: the system fonts then draw the text, as before.
     * Call it after fontconfig's configuration has been read (Qt reads it with its first font).
     */
    static bool install(Moment moment);
};

} // namespace Advisor::Ui
