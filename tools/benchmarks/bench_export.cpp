// SPDX-License-Identifier: Apache-2.0
// Prints the time of each report export for every example scenario, in English and in Chinese:
// what `gpu-advisor export --pdf` does after reading its inputs (evaluate, build the report, paint
// and write the PDF), in-process, median of 5 wall and, in brackets, process CPU milliseconds (which
// a loaded machine disturbs less). A benchmark, not a test: it prints figures.
//   GPUADVISOR_SOURCE_DIR=$PWD build/tools/bench_export
#include "models/application/evaluation.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/report/reportdata.h"
#include "models/scenario/scenarioio.h"
#include "ui/application/translations.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/xlsxreportwriter.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace Advisor;

namespace {
constexpr int runs = 5;

double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // the PDF draws Qt Charts
    const QString sourceDir = qEnvironmentVariable("GPUADVISOR_SOURCE_DIR", QStringLiteral("."));
    const auto catalog = CatalogLoader::embedded();
    const auto presets = PresetLoader::embedded();
    const auto rules = RulesLoader::embedded();
    if (!catalog.catalog || !presets.library || !rules.rules) {
        std::fprintf(stderr, "embedded data failed to load\n");
        return 1;
    }
    const QFileInfoList files = QDir(sourceDir + QStringLiteral("/resources/scenarios"))
                                    .entryInfoList({QStringLiteral("*.gpuadvisor.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        std::fprintf(stderr, "no scenarios under %s/resources/scenarios (set GPUADVISOR_SOURCE_DIR)\n",
                     qPrintable(sourceDir));
        return 1;
    }
    QTemporaryDir out;
    Ui::Translations translations;
    const Evaluator evaluator(*catalog.catalog, *presets.library, &*rules.rules);
    std::printf("PDF and XLSX export (evaluate, build, paint or fill, write), median of %d, ms\n", runs);
    std::printf("%-24s %18s %18s %6s %8s %18s %18s\n", "scenario", "PDF en ms [CPU]", "PDF zh ms [CPU]", "pages",
                "KB (en)", "XLSX en ms [CPU]", "XLSX zh ms [CPU]");
    double worst = 0;
    double worstXlsx = 0;
    for (const QFileInfo &file : files) {
        const auto loaded = ScenarioIo::fromFile(file.absoluteFilePath());
        if (!loaded.scenario) {
            std::fprintf(stderr, "%s: cannot load\n", qPrintable(file.fileName()));
            return 1;
        }
        double ms[2] = {0, 0}, cpuMs[2] = {0, 0};
        double xlsxMs[2] = {0, 0}, xlsxCpuMs[2] = {0, 0};
        int pages = 0;
        qint64 bytes = 0;
        for (int lang = 0; lang < 2; ++lang) {
            translations.apply(lang ? QStringLiteral("zh_CN") : QStringLiteral("en"));
            const QString path = out.filePath(QStringLiteral("report-%1.pdf").arg(lang));
            std::vector<double> times, cpu;
            for (int i = 0; i < runs + 1; ++i) { // the first run warms the fonts and is dropped
                QElapsedTimer timer;
                timer.start();
                const double cpu0 = processCpuMs();
                const Evaluation evaluation = evaluator.evaluate(*loaded.scenario);
                ReportData report = ReportBuilder::build(ReportBuilder::inputFor(evaluation, *catalog.catalog));
                if (!loaded.scenario->phases.empty()) { // as `export` does: the project's timeline page and sheet
                    TimelineCalculator timeline(evaluator);
                    ReportBuilder::setTimeline(report, timeline.compute(*loaded.scenario), &*catalog.catalog);
                }
                Ui::PdfReportWriter::Options options;
                options.catalog = &*catalog.catalog;
                Ui::PdfReportWriter writer(options);
                QString error;
                if (!writer.writeFile(report, path, &error)) {
                    std::fprintf(stderr, "%s: %s\n", qPrintable(file.fileName()), qPrintable(error));
                    return 1;
                }
                if (i > 0) {
                    times.push_back(double(timer.nsecsElapsed()) / 1e6);
                    cpu.push_back(processCpuMs() - cpu0);
                }
                if (lang == 0) {
                    pages = writer.pageCount();
                    bytes = QFileInfo(path).size();
                }
            }
            ms[lang] = median(times);
            cpuMs[lang] = median(cpu);
            worst = std::max(worst, ms[lang]);
            // The workbook the same way: evaluate, build the report data, fill and write the sheets.
            const QString xlsxPath = out.filePath(QStringLiteral("report-%1.xlsx").arg(lang));
            std::vector<double> xlsxTimes, xlsxCpu;
            for (int i = 0; i < runs + 1; ++i) {
                QElapsedTimer timer;
                timer.start();
                const double cpu0 = processCpuMs();
                const Evaluation evaluation = evaluator.evaluate(*loaded.scenario);
                ReportData report = ReportBuilder::build(ReportBuilder::inputFor(evaluation, *catalog.catalog));
                if (!loaded.scenario->phases.empty()) { // as `export` does: the project's timeline page and sheet
                    TimelineCalculator timeline(evaluator);
                    ReportBuilder::setTimeline(report, timeline.compute(*loaded.scenario), &*catalog.catalog);
                }
                QString error;
                if (!Ui::XlsxReportWriter::writeFile(report, xlsxPath, &error)) {
                    std::fprintf(stderr, "%s: %s\n", qPrintable(file.fileName()), qPrintable(error));
                    return 1;
                }
                if (i > 0) {
                    xlsxTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
                    xlsxCpu.push_back(processCpuMs() - cpu0);
                }
            }
            xlsxMs[lang] = median(xlsxTimes);
            xlsxCpuMs[lang] = median(xlsxCpu);
            worstXlsx = std::max(worstXlsx, xlsxMs[lang]);
        }
        const QString name = file.fileName().remove(QStringLiteral(".gpuadvisor.json"));
        std::printf("%-24s %8.0f [%7.0f] %8.0f [%7.0f] %6d %8.0f %8.0f [%7.0f] %8.0f [%7.0f]\n", qPrintable(name),
                    ms[0], cpuMs[0], ms[1], cpuMs[1], pages, double(bytes) / 1024, xlsxMs[0], xlsxCpuMs[0], xlsxMs[1],
                    xlsxCpuMs[1]);
    }
    std::printf("slowest PDF: %.1f ms, slowest XLSX: %.1f ms (target < 500 ms each)\n", worst, worstXlsx);
    return 0;
}
